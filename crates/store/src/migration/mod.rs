//! Schema migrations, applied in order by `matchpool migrate` and at start-up.
//! One code path for SQLite and PostgreSQL through SeaORM's schema builder.

use sea_orm_migration::prelude::*;
use sea_orm_migration::schema::*;

mod m20261122_000001_accounts;
mod m20261122_000002_rounds;
mod m20261122_000003_projects;
mod m20261122_000004_votes;
mod m20261122_000005_donations;
mod m20261122_000006_results;
mod m20261122_000007_community;
mod m20261122_000008_verifications;
mod m20261122_000009_referrals;
mod m20261123_000010_integrity;
mod m20261123_000020_speed;
mod m20261125_000030_project_requests;
mod m20261125_000040_accounts;
mod m20261125_000050_donation_notices;
mod m20261126_000060_oidc;
mod m20261126_000070_leaving;
mod m20261126_000080_project_updates;
mod m20261126_000090_application_review;
mod m20261127_000020_cart;
mod m20261127_000030_scale_totals;
mod m20261127_000040_ada_checkout;
mod m20261129_000010_confirmations;
mod m20261129_000070_teams;
mod m20261129_000200_results_tree;
mod m20261129_000210_results_anchor;
mod m20261129_000330_org_profile;
mod m20261129_000340_org_closing;
mod m20261130_000010_org_creator_index;

pub struct Migrator;

#[async_trait::async_trait]
impl MigratorTrait for Migrator {
    fn migrations() -> Vec<Box<dyn MigrationTrait>> {
        vec![
            Box::new(m20261122_000001_accounts::Migration),
            Box::new(m20261122_000002_rounds::Migration),
            Box::new(m20261122_000003_projects::Migration),
            Box::new(m20261122_000004_votes::Migration),
            Box::new(m20261122_000005_donations::Migration),
            Box::new(m20261122_000006_results::Migration),
            Box::new(m20261122_000007_community::Migration),
            Box::new(m20261122_000008_verifications::Migration),
            Box::new(m20261122_000009_referrals::Migration),
            Box::new(m20261123_000010_integrity::Migration),
            Box::new(m20261123_000020_speed::Migration),
            Box::new(m20261125_000030_project_requests::Migration),
            Box::new(m20261125_000040_accounts::Migration),
            Box::new(m20261125_000050_donation_notices::Migration),
            Box::new(m20261126_000060_oidc::Migration),
            Box::new(m20261126_000070_leaving::Migration),
            Box::new(m20261126_000080_project_updates::Migration),
            Box::new(m20261126_000090_application_review::Migration),
            Box::new(m20261127_000020_cart::Migration),
            Box::new(m20261127_000030_scale_totals::Migration),
            Box::new(m20261127_000040_ada_checkout::Migration),
            Box::new(m20261129_000010_confirmations::Migration),
            Box::new(m20261129_000070_teams::Migration),
            Box::new(m20261129_000200_results_tree::Migration),
            Box::new(m20261129_000210_results_anchor::Migration),
            Box::new(m20261129_000330_org_profile::Migration),
            Box::new(m20261129_000340_org_closing::Migration),
            Box::new(m20261130_000010_org_creator_index::Migration),
        ]
    }
}

/// A UTC timestamp column (timestamptz on PostgreSQL, RFC 3339 text on SQLite).
pub(crate) fn at(col: &'static str) -> ColumnDef {
    timestamp_with_time_zone(col)
}

pub(crate) fn at_null(col: &'static str) -> ColumnDef {
    timestamp_with_time_zone_null(col)
}

/// A new table with `created_at` (and `updated_at` when asked).
pub(crate) fn table(name: &'static str, updated: bool) -> TableCreateStatement {
    let mut t = Table::create().table(name).to_owned();
    t.col(at("created_at"));
    if updated {
        t.col(at("updated_at"));
    }
    t
}

pub(crate) fn index(table: &'static str, name: &'static str, cols: &[&'static str]) -> IndexCreateStatement {
    let mut i = Index::create().name(name).table(table).to_owned();
    for col in cols {
        i.col(*col);
    }
    i
}

/// Adds `columns` to `table`, one ALTER each (SQLite adds only one column at a time).
pub(crate) async fn add_columns(
    manager: &SchemaManager<'_>,
    table: &'static str,
    columns: Vec<ColumnDef>,
) -> Result<(), DbErr> {
    for mut column in columns {
        manager.alter_table(Table::alter().table(table).add_column(&mut column).to_owned()).await?;
    }
    Ok(())
}

/// Drops `columns` from `table`, one ALTER each.
pub(crate) async fn drop_columns(
    manager: &SchemaManager<'_>,
    table: &'static str,
    columns: &[&'static str],
) -> Result<(), DbErr> {
    for column in columns {
        manager.alter_table(Table::alter().table(table).drop_column(*column).to_owned()).await?;
    }
    Ok(())
}
