import "./styles/app.css";
import { start } from "./app/core";

start();
