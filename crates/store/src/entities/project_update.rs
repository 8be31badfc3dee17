use sea_orm::entity::prelude::*;

/// An update an organization posted on its project: a title, a Markdown body, an optional image.
#[derive(Clone, Debug, PartialEq, Eq, DeriveEntityModel)]
#[sea_orm(table_name = "project_updates")]
pub struct Model {
    #[sea_orm(primary_key, auto_increment = false)]
    pub id: Uuid,
    pub project_id: Uuid,
    /// The organization that posted it (the project's owner).
    pub organization_id: Uuid,
    /// The member who posted it.
    pub author_id: Uuid,
    pub title: String,
    /// Markdown, as typed; rendered by the web app without raw HTML.
    pub body: String,
    /// An image the organization uploaded.
    pub media_id: Option<Uuid>,
    /// Set when an operator hides it.
    pub hidden_at: Option<DateTimeUtc>,
    pub created_at: DateTimeUtc,
    pub updated_at: DateTimeUtc,
}

#[derive(Copy, Clone, Debug, EnumIter, DeriveRelation)]
pub enum Relation {}

impl ActiveModelBehavior for ActiveModel {}
