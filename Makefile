# Matchpool: the two commands of the README, and the build.
.PHONY: run test build web clean

# Start the platform with demo data on SQLite under ./data, at http://localhost:8080.
run:
	bash scripts/run.sh

# Run every test: formatting, lints, type checks, Rust tests on SQLite and PostgreSQL,
# web unit tests and end-to-end tests in Chromium. Ends with one line `N passed, N failed`.
test:
	bash scripts/test.sh

# The release binary target/release/matchpool with the web app inside it.
build: web
	cargo build --release -p matchpool-server
	@echo "Built target/release/matchpool"

web:
	bash scripts/setup.sh web
	npm --prefix web run build

clean:
	rm -rf target web/dist
