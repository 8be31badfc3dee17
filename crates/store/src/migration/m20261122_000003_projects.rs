use sea_orm::DatabaseBackend;
use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                table("media", false)
                    .col(pk_uuid("id"))
                    .col(uuid("user_id"))
                    .col(uuid("identity_id"))
                    .col(string_len("filename", 255))
                    .col(string_len("content_type", 64))
                    .col(string("storage_key"))
                    .col(text("url"))
                    .col(big_integer("size_bytes"))
                    .col(integer("width"))
                    .col(integer("height"))
                    .to_owned(),
            )
            .await?;
        manager
            .create_table(
                table("projects", true)
                    .col(pk_uuid("id"))
                    .col(uuid("round_id"))
                    .col(uuid("identity_id"))
                    .col(string_len("title", 200))
                    .col(text("description"))
                    .col(string_len("social_cause", 64))
                    .col(string_len("category", 32))
                    .col(string_len("email", 254))
                    .col(text_null("linkedin"))
                    .col(text_null("website"))
                    .col(text_null("video"))
                    .col(string_len_null("city", 200))
                    .col(string_len_null("country", 200))
                    .col(text("problem_statement"))
                    .col(text("solution"))
                    .col(text("goals"))
                    .col(text("cost_breakdown"))
                    .col(text("impact_assessment"))
                    .col(string_len("impact_assessment_type", 16))
                    .col(text("feasibility"))
                    .col(text_null("voluntery_contribution"))
                    .col(big_integer("total_requested_cents"))
                    .col(uuid_null("cover_id"))
                    .col(string_len_null("wallet_address", 200))
                    .col(string_len("wallet_env", 16))
                    .col(string_len("status", 16))
                    .col(text("search_body"))
                    .foreign_key(ForeignKey::create().from("projects", "round_id").to("rounds", "id"))
                    .foreign_key(
                        ForeignKey::create()
                            .from("projects", "identity_id")
                            .to("organizations", "id")
                            .on_delete(ForeignKeyAction::Cascade),
                    )
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("projects", "projects_round", &["round_id", "status", "category"])).await?;
        manager.create_index(index("projects", "projects_identity", &["identity_id", "created_at"])).await?;
        let db = manager.get_connection();
        match manager.get_database_backend() {
            DatabaseBackend::Postgres => {
                db.execute_unprepared(
                    "ALTER TABLE projects ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
                        setweight(to_tsvector('simple', coalesce(title, '')), 'A') ||
                        setweight(to_tsvector('simple', coalesce(search_body, '')), 'B')) STORED",
                )
                .await?;
                db.execute_unprepared("CREATE INDEX projects_search ON projects USING GIN (search_vector)").await?;
            }
            _ => {
                // Contentless FTS5 index kept in step by the store on every project write.
                db.execute_unprepared(
                    "CREATE VIRTUAL TABLE projects_fts USING fts5(project_id UNINDEXED, title, body, tokenize = 'unicode61 remove_diacritics 2')",
                )
                .await?;
            }
        }
        Ok(())
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        if manager.get_database_backend() == DatabaseBackend::Sqlite {
            manager.get_connection().execute_unprepared("DROP TABLE projects_fts").await?;
        }
        manager.drop_table(Table::drop().table("projects").to_owned()).await?;
        manager.drop_table(Table::drop().table("media").to_owned()).await
    }
}
