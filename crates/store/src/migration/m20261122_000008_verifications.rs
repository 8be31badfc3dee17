use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

use super::{at_null, index, table};

#[derive(DeriveMigrationName)]
pub struct Migration;

#[async_trait::async_trait]
impl MigrationTrait for Migration {
    async fn up(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager
            .create_table(
                table("verifications", true)
                    .col(pk_uuid("id"))
                    .col(string_len("subject_kind", 16))
                    .col(uuid("subject_id"))
                    .col(uuid("submitted_by"))
                    .col(string_len("legal_name", 200))
                    .col(string_len("country", 100))
                    .col(string_len_null("registration_number", 100))
                    .col(json("documents"))
                    .col(string_len("status", 16))
                    .col(text_null("reason"))
                    .col(uuid_null("reviewed_by"))
                    .col(at_null("reviewed_at"))
                    .to_owned(),
            )
            .await?;
        manager.create_index(index("verifications", "verifications_subject", &["subject_id", "created_at"])).await?;
        manager.create_index(index("verifications", "verifications_status", &["status", "created_at"])).await
    }

    async fn down(&self, manager: &SchemaManager) -> Result<(), DbErr> {
        manager.drop_table(Table::drop().table("verifications").to_owned()).await
    }
}
