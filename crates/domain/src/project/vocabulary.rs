//! Closed vocabularies whose wire and stored names are fixed strings: one enum each, its list,
//! its names both ways, serde by the names and an OpenAPI enum schema.

/// Declares a vocabulary enum: `Name { Variant => "WIRE_NAME", ... }`. The wire name must be
/// the variant's name in SCREAMING_SNAKE_CASE (serde and the OpenAPI schema derive it so; each
/// vocabulary's test checks the two agree).
macro_rules! vocabulary {
    ($(#[$doc:meta])* $name:ident { $($variant:ident => $wire:literal),+ $(,)? }) => {
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize, utoipa::ToSchema)]
        #[serde(rename_all = "SCREAMING_SNAKE_CASE")]
        pub enum $name {
            $($variant,)+
        }

        impl $name {
            /// Every value, in the documented order.
            pub const ALL: [$name; [$($name::$variant),+].len()] = [$($name::$variant),+];

            /// The wire and stored name.
            pub fn as_str(self) -> &'static str {
                match self {
                    $(Self::$variant => $wire,)+
                }
            }

            /// The value of an exact name.
            pub fn parse(raw: &str) -> Option<Self> {
                match raw {
                    $($wire => Some(Self::$variant),)+
                    _ => None,
                }
            }
        }
    };
}
