fn main() -> std::process::ExitCode {
    roadside::cli::run()
}
