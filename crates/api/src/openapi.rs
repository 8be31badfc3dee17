//! The answers every operation can give besides its own: a bad body, a missing sign-in, a body
//! too large or of the wrong type, invalid inputs, rate limits and the 500 of a bug. Added to the
//! generated document so clients and contract tests know every status an operation returns.

use utoipa::openapi::path::{Operation, Parameter, ParameterIn};
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::{ContentBuilder, HeaderBuilder, OpenApi, Ref, RefOr, ResponseBuilder, Schema};

/// Operations limited per address, account or person (they answer 429 with `Retry-After`).
const RATE_LIMITED: [(&str, &str, &str); 4] = [
    ("post", "/auth", "auth.rate_limited"),
    ("post", "/auth/register", "auth.rate_limited"),
    ("post", "/auth/session", "auth.rate_limited"),
    ("post", "/projects/{id}/comments", "comment.rate_limited"),
];

/// Adds the common error answers to every operation, keeping the ones it documents itself.
pub struct CommonResponses;

impl utoipa::Modify for CommonResponses {
    fn modify(&self, openapi: &mut OpenApi) {
        for (path, item) in openapi.paths.paths.iter_mut() {
            let operations = [
                ("get", &mut item.get),
                ("put", &mut item.put),
                ("post", &mut item.post),
                ("delete", &mut item.delete),
                ("patch", &mut item.patch),
                ("options", &mut item.options),
                ("head", &mut item.head),
            ];
            for (method, operation) in operations {
                if let Some(operation) = operation {
                    let limited = RATE_LIMITED.iter().find(|(m, p, _)| *m == method && p == path).map(|(_, _, c)| *c);
                    add_common(operation, limited);
                }
            }
        }
    }
}

fn add_common(operation: &mut Operation, rate_limit_code: Option<&str>) {
    let params = operation.parameters.as_deref().unwrap_or_default();
    let has_body = operation.request_body.is_some();
    let has_params = !params.is_empty();
    let has_query = params.iter().any(|p| matches!(p.parameter_in, ParameterIn::Query));
    let paged = params.iter().any(|p| p.name == "page" || p.name == "limit");
    let signed_in = operation.security.as_ref().is_some_and(|requirements| {
        !requirements.is_empty()
            && requirements
                .iter()
                .all(|r| serde_json::to_value(r).is_ok_and(|v| v.as_object().is_some_and(|o| !o.is_empty())))
    });
    add(operation, "400", "`bad_request`: the body or the query could not be read");
    if signed_in {
        add(operation, "401", "`auth.required` or `auth.invalid_token`: sign in first");
        add(operation, "403", "`identity.not_allowed`: the `Current-Identity` is not yours to act as");
    }
    if has_body {
        add(operation, "413", "`request.too_large`: the body is over the size limit");
        add(operation, "415", "`unsupported_media_type`: the body is not of the documented type");
    }
    if has_body || has_params {
        let mut codes = vec!["`validation` with a code per field"];
        if has_query {
            codes.push("`query.invalid` (a control character in a parameter)");
        }
        if paged {
            codes.push("`paging.invalid` (`page` from 1, `limit` 1–100)");
        }
        add(operation, "422", &codes.join(", "));
    }
    if let Some(code) = rate_limit_code {
        add(operation, "429", &format!("`{code}`: too many attempts; try again after `Retry-After` seconds"));
    }
    add(operation, "500", "`internal`: a bug, logged on the server");
    if paged && let Some(parameters) = operation.parameters.as_mut() {
        parameters.iter_mut().for_each(bound_paging);
    }
}

/// The error envelope as the answer `status`, unless the operation documents that status itself.
/// Every 429 documents its `Retry-After`.
fn add(operation: &mut Operation, status: &str, description: &str) {
    let responses = &mut operation.responses.responses;
    let response = responses.entry(status.to_owned()).or_insert_with(|| {
        let body = ContentBuilder::new().schema(Some(Ref::from_schema_name("ErrorBody"))).build();
        RefOr::T(ResponseBuilder::new().description(description).content("application/json", body).build())
    });
    if let (RefOr::T(response), "429") = (response, status) {
        let seconds = ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(1)).build();
        let header =
            HeaderBuilder::new().schema(seconds).description(Some("Seconds until the next attempt is allowed")).build();
        response.headers.entry("Retry-After".to_owned()).or_insert(header);
    }
}

/// `page` counts from 1 and `limit` runs from 1 to 100.
fn bound_paging(parameter: &mut Parameter) {
    let (minimum, maximum) = match parameter.name.as_str() {
        "page" => (1, None),
        "limit" => (1, Some(crate::extract::MAX_LIMIT)),
        _ => return,
    };
    let schema = ObjectBuilder::new()
        .schema_type(Type::Integer)
        .format(Some(utoipa::openapi::SchemaFormat::KnownFormat(utoipa::openapi::KnownFormat::Int64)))
        .minimum(Some(minimum))
        .maximum(maximum);
    parameter.schema = Some(RefOr::T(Schema::Object(schema.build())));
}
