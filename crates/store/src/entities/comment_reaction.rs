use sea_orm::entity::prelude::*;

/// A like (`kind = like`) or a reaction (`kind = reaction`, with its value) of an identity on a
/// comment; one of each kind per identity and comment.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "comment_reactions")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub comment_id: Uuid,
    pub identity_id: Uuid,
    pub kind: String,
    pub reaction: String,
    pub created_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
