export interface GraphQLResponse<T = any> {
    data?: T;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
    /** The session token the server handed out, if any (`vendure-auth-token`). */
    token: string | null;
    headers: Headers;
}

/**
 * POSTs one GraphQL operation the way the shop's client does (docs/contract.md#transport): bearer token in, the
 * `vendure-auth-token` header out.
 */
export async function shopApi<T = any>(
    url: string,
    query: string,
    variables: Record<string, unknown> = {},
    options: { token?: string | null; headers?: Record<string, string> } = {},
): Promise<GraphQLResponse<T>> {
    const response = await fetch(url, {
        method: 'POST',
        headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            ...options.headers,
        },
        body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: T; errors?: GraphQLResponse['errors'] };
    return { ...body, token: response.headers.get('vendure-auth-token'), headers: response.headers };
}

/** The data of one operation; any GraphQL error throws (with the start of the query, to find it). */
export async function gql(url: string, query: string, variables: Record<string, unknown> = {}, token?: string | null) {
    const result = await shopApi(url, query, variables, { token });
    if (result.errors?.length) throw new Error(`${result.errors[0]?.message} in ${query.slice(0, 80)}`);
    return result.data;
}

/** A superadmin session on the Admin API; returns its token. */
export async function adminLogin(adminApiUrl: string): Promise<string> {
    const result = await shopApi(adminApiUrl, 'mutation { login(username: "superadmin", password: "superadmin") { ... on CurrentUser { id } } }');
    return result.token!;
}
