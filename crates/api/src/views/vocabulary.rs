//! A cause or a track a draft may not have chosen yet: the record holds `None`, the wire an empty
//! string, and the OpenAPI document says so (`SocialCause | ""`), so clients match on the enum.

use serde::{Serialize, Serializer};
use utoipa::openapi::schema::{ObjectBuilder, OneOfBuilder, Type};
use utoipa::openapi::{Ref, RefOr, Schema};

/// Serializes `None` as `""`, the value drafts have always been sent with.
pub fn blank_if_none<T: Serialize, S: Serializer>(value: &Option<T>, serializer: S) -> Result<S::Ok, S::Error> {
    match value {
        Some(value) => value.serialize(serializer),
        None => serializer.serialize_str(""),
    }
}

fn or_blank(name: &str) -> Schema {
    let blank: RefOr<Schema> = ObjectBuilder::new()
        .schema_type(Type::String)
        .enum_values(Some([""]))
        .description(Some("None chosen yet (a draft)."))
        .into();
    Schema::OneOf(OneOfBuilder::new().item(Ref::from_schema_name(name)).item(blank).build())
}

/// `SocialCause | ""`.
pub fn social_cause_or_blank() -> Schema {
    or_blank("SocialCause")
}

/// `Track | ""`.
pub fn track_or_blank() -> Schema {
    or_blank("Track")
}
