/*
 * The two app paths this flow links to. Kept here rather than imported from the forms feature, whose index also
 * holds the My Forms screen: importing it would load that whole screen with this one.
 */
export const byHandPath = '/forms/new';
export const editorPath = (id: number | string) => `/forms/${id}?step=fields`;
