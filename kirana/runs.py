"""Running one month into a run folder: record, resolved scenario, scores.

A run folder holds ``record.jsonl`` (the event record, the ground truth),
``scenario.resolved.yaml`` (every setting the run used), ``scores.json``
(computed from the record alone) and, for runs through the group chat,
``checkpoints/`` and ``usage.json``. A group-chat run that stops (a model server failed after its retries:
``RunStopped``) still writes ``scores.json``, for the days it closed, with ``run_stopped`` saying where and why
(``scoring.stopped``); resumed to its end, the run writes them again whole. ``finished(folder)`` tells the two
apart.
"""
from __future__ import annotations

import atexit
import json
import os
from pathlib import Path
from typing import Callable

from events import read_events
from scenarios import load_scenario, scenario_yaml
from scoring import score_record
from scoring.kept_usage import kept_usage
from scoring.stopped import KILLED_OR_FAILED
from agents.collector import collector_paused
from agents.stopped import record_ended

__all__ = ["days_of", "run_to_folder", "resume_folder", "with_shop", "with_role_models", "write_scores", "check_models",
           "claim_folder", "release_folder", "FolderBusy", "collector_paused", "finished", "stopped_note"]


class FolderBusy(RuntimeError):
    """Another process is writing into this run folder."""


_CLAIMS: dict[str, object] = {}
_CLAIMED_BY: dict[int, int] = {}  # id of a claim's open file → the process that claimed it
atexit.register(lambda: [release_folder(Path(key)) for key in list(_CLAIMS)])  # every way out of a command


def claim_folder(folder: Path, busy: str | None = None) -> None:
    """Claim ``folder`` for this process, exclusively, until it exits (a lock on ``folder/.lock``). ``busy`` is the
    FolderBusy message when another process holds it (default: a run's, naming the folder and ``--out``; a study
    folder's says a study holds it, ``kirana.study``).

    The operating system drops the claim when the process ends, however it ends (kill -9
    included), so a stopped run can always be resumed. Claiming a folder this process holds
    already is a no-op; ``release_folder`` removes the file. The lock is a POSIX record lock (``fcntl.lockf``), which a forked process does not
    inherit: the run's forked helpers (the report's chart painter, ``kirana.anchors``' players) had held the
    folder's ``flock`` for seconds after the run was killed, and ``--resume`` was refused ("in use by another run").

    Raises:
        FolderBusy: another process holds the folder (a second ``kirana run --out`` into it).
        OSError: the folder cannot be created or written.
    """
    key = str(Path(folder).resolve())
    if key in _CLAIMS:
        return
    folder.mkdir(parents=True, exist_ok=True)
    refused = busy or f"{folder} is in use by another run; wait for it or choose another --out"
    while True:
        fh = open(folder / ".lock", "a+", encoding="utf-8")
        try:
            import fcntl
            fcntl.lockf(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        except ImportError:  # pragma: no cover - not POSIX: msvcrt locks the first byte instead
            import msvcrt
            try:
                msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)
            except OSError:
                fh.close()
                raise FolderBusy(refused) from None
        except OSError:  # EAGAIN or EACCES: held by another process
            fh.close()
            raise FolderBusy(refused) from None
        if _still_there(fh, folder / ".lock"):
            break
        fh.close()  # the holder removed the file as it let go (release_folder): claim the folder's file anew
    _CLAIMS[key] = fh
    _CLAIMED_BY[id(fh)] = os.getpid()


def _still_there(fh, path: Path) -> bool:
    """Whether ``path`` is still the file ``fh`` holds open (a releasing process unlinks it before letting go)."""
    try:
        return os.path.samestat(os.fstat(fh.fileno()), os.stat(path))
    except OSError:
        return False


def release_folder(folder: Path) -> None:
    """Give up this process's claim on ``folder`` (if any), removing its ``.lock`` while still held (``claim_folder``
    claims a file found gone anew): a run that ended or stopped (a dead model server, an error line, Ctrl-C: at exit at
    the latest) leaves no lock file that reads like a run in progress; one killed outright leaves it, unlocked."""
    fh = _CLAIMS.pop(str(Path(folder).resolve()), None)
    if fh is not None:
        try:
            if _CLAIMED_BY.get(id(fh)) == os.getpid() and _still_there(fh, Path(folder) / ".lock"):  # (not a fork's)
                os.unlink(Path(folder) / ".lock")
        except OSError:  # a folder removed or made read-only meanwhile: the lock still ends with the file's close
            pass
        _CLAIMED_BY.pop(id(fh), None)
        fh.close()


def with_shop(scenario, shop_name: str):
    """The scenario with every role played by the scripted shop ``shop_name``."""
    roles = {r: {**v.model_dump(), "model": f"scripted:{shop_name}"} for r, v in scenario.roles.items()}
    return scenario.model_validate({**scenario.model_dump(), "roles": roles})


def with_role_models(scenario, assignments: list[str]):
    """The scenario with some roles' models swapped: each assignment is ``ROLE=MODEL``.

    Raises:
        ValueError: an assignment without ``=`` or naming no role, or a role given twice; an ``openai:`` model whose spec is unusable
            (``agents.specs.openai_spec_parts``), with the corrected flag when one can be told (a URL without
            ``http://``: ``write --role manager=openai:qwen3-8b@http://127.0.0.1:8000/v1``).
    """
    from agents.specs import openai_spec_parts
    from scenarios.errors import nearest
    roles = {r: v.model_dump() for r, v in scenario.roles.items()}
    given: dict[str, str] = {}
    for text in assignments:
        role, sep, model = text.partition("=")
        if not sep or role not in roles or not model:
            near = nearest(role, list(roles)) if sep and model and role not in roles else None
            hint = f" — did you mean --role {near}={model}?" if near else ""  # (the trial: "manger")
            raise ValueError(f"--role {text!r}: write ROLE=MODEL with ROLE one of {', '.join(roles)}, "
                             f"e.g. manager=openai:qwen3-8b@http://127.0.0.1:8000/v1{hint}")
        if role in given:  # the new-user trial: "--role manager=A --role manager=B" had played B, silently
            raise ValueError(f"--role {role} is given twice ({given[role]}, then {model}); give each role once")
        given[role] = model
        if model.startswith("openai:"):
            try:
                openai_spec_parts(model)
            except ValueError as exc:  # the new-user trial: a URL without http:// had only the generic hint
                problem, corrected = getattr(exc, "problem", str(exc)), getattr(exc, "corrected", "")
                if corrected:
                    problem = problem.rsplit("; write ", 1)[0] + f"; write --role {role}={corrected}"
                raise ValueError(f"--role {text}: {problem}") from None
        elif model != "human":
            _check_flag_model(text, role, model)
        roles[role]["model"] = model
    return scenario.model_validate({**scenario.model_dump(), "roles": roles})


def _check_flag_model(text: str, role: str, model: str) -> None:
    """Raise ValueError naming the flag ``--role ROLE=MODEL`` when MODEL is neither a scripted shop nor a form the
    flag takes (a new user's trial: ``--role manager=gpt4`` was told as ``roles.manager.model: …``, a key of no
    file they had written)."""
    import difflib
    from agents.specs import spec_hint
    from roles.scripted import SHOPS
    shops = ", ".join(sorted(SHOPS))
    forms = f"scripted:NAME (NAME one of {shops}), human, or openai:MODEL@URL"
    if model.startswith("scripted:"):
        name = model.split(":", 1)[1]
        if name in SHOPS:
            return
        near = difflib.get_close_matches(name, sorted(SHOPS), n=1, cutoff=0.6)
        hint = f" — did you mean --role {role}=scripted:{near[0]}?" if near else ""
        raise ValueError(f"--role {text}: no scripted shop {name!r}; known: {shops}{hint}")
    hint = spec_hint(model, lambda spec: f"--role {role}={spec}")
    raise ValueError(f"--role {text}: {model!r} is not a model this flag takes; write {forms}{hint}")


def check_models(scenario) -> None:
    """Check the shop can be built and build every role's model client once, so a bad scenario
    or model spec fails before anything is written.

    Raises:
        ValueError: unknown skus, an item no supplier carries, or a model spec that names no
            usable client (agents.models.ModelSpecError); the message names the field.
    """
    from agents.specs import check_model_spec
    from engine.checks import check_world
    check_world(scenario)
    for role, settings in scenario.roles.items():
        check_model_spec(settings.model, role, api_key_env=settings.api_key_env)


def write_scores(folder: Path, events: list[dict] | None = None) -> dict:
    """Score the run's record (``events`` if given, else ``folder/record.jsonl``) and write
    ``folder/scores.json``; returns the scores. A stopped run's (``run_stopped``, ``scoring.stopped``) also say
    how to resume it: ``run_stopped.resume``, ``kirana run --resume FOLDER``; one that no model error stopped also
    whether it failed (the folder's ``error.log``, its last line quoted) or was killed (no ``error.log``: a new
    user's trial, session 43, was sent to an error.log a kill -9 never writes). ``usage`` is ``usage.json`` with a
    resumed run's figures those of its kept record (``scoring.kept_usage``: what the resumes threw away under
    ``discarded_on_resume``, not in them; ``usage.json`` itself keeps what the servers billed)."""
    usage_path = folder / "usage.json"
    usage = json.loads(usage_path.read_text(encoding="utf-8")) if usage_path.exists() else None
    scores = score_record(events if events is not None else read_events(folder / "record.jsonl"), usage=usage)
    stop = scores.get("run_stopped")
    if stop is not None:  # the folder to resume from: known here, not in the record
        stop["resume"] = f"kirana run --resume {folder}"
        if stop.get("model_error") is None:  # killed, or failed otherwise: the folder's error.log says which
            stop["reason"] = stop["reason"].replace(KILLED_OR_FAILED, _why_no_model_error(folder))
    if usage is not None:  # the kept record's figures (an uninterrupted run's): a resume's discards beside them
        scores["usage"] = kept_usage(usage)
    tmp = folder / "scores.json.tmp"  # whole or absent: a study counts a run with scores.json as finished, and a
    tmp.write_text(json.dumps(scores, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")  # kill mid-write
    os.replace(tmp, folder / "scores.json")  # must not leave it empty
    return scores


def _why_no_model_error(folder: Path) -> str:
    """What ends a stopped run's reason when no model error stopped it: that its user stopped it (Ctrl-C or
    SIGTERM: the folder's ``stopped.json``, ``agents.user_stop``, written at or after the record's last event);
    else the last line of the folder's ``error.log`` (the exception and its message) when one was written at or
    after the record's last event; else that it was killed — no error was caught (``kill -9``, a closed terminal,
    the machine stopped). A new user's trial, session 45: a SIGTERM had been told as "it failed, and the run
    folder's error.log ends: ValueError: task_done() called too many times"."""
    from agents.user_stop import stop_of
    stop = stop_of(folder)
    if stop is not None:
        how = stop.get("how") if stop.get("how") in ("Ctrl-C", "SIGTERM") else "Ctrl-C or SIGTERM"
        when = f" at {stop['at']}" if stop.get("at") else ""
        return f"the run was stopped by its user ({how}{when}); nothing failed"
    log, record = folder / "error.log", folder / "record.jsonl"
    if log.is_file() and (not record.is_file() or log.stat().st_mtime >= record.stat().st_mtime - 1):
        lines = [ln.strip() for ln in log.read_text(encoding="utf-8", errors="replace").splitlines() if ln.strip()]
        return f"it failed, and the run folder's error.log ends: {lines[-1][:300] if lines else '(empty)'}"
    older = "its error.log is of an earlier stop" if log.is_file() else "no error.log was written"
    return f"the run was killed ({older}: kill -9, a closed terminal, Ctrl-C or SIGTERM, or the machine stopped)"


def scores_of_killed(folder: Path, say=print) -> dict | None:
    """For ``kirana report``: a run folder with ``record.jsonl`` and no ``scores.json`` (killed: Ctrl-C, SIGTERM,
    SIGKILL) gets its scores written (``write_scores``: the days closed, ``run_stopped`` saying it was killed and the
    resume command; a new user's trial, session 38), told through ``say``; returns them, or None when the folder
    has its scores already or no record."""
    if not (folder / "record.jsonl").is_file() or (folder / "scores.json").exists():
        return None
    scores = write_scores(folder)
    say(f"wrote {folder / 'scores.json'} (the run wrote none: it was stopped before its end)")
    return scores


def _scores_of_stopped(folder: Path, stop: Exception) -> None:
    """After a run stopped while playing (``RunStopped`` with its ``error.log``: a model server failed after its
    retries, or the play failed otherwise), write ``scores.json`` for the days it closed, saying why it stopped
    (``scoring.stopped``) and how to resume it. A stop before anything was played (a damaged record or checkpoint
    refused on resume: no log) writes nothing; nor does a record that cannot be scored — the stop is what the user
    is told, and it is raised on either way."""
    if getattr(stop, "log", None) is None or not (folder / "record.jsonl").exists():
        return
    try:
        write_scores(folder)
    except Exception:  # noqa: BLE001 - never hide the stop behind a failure to score it
        (folder / "scores.json.tmp").unlink(missing_ok=True)


def stopped_note(folder: Path) -> str:
    """What ``kirana run`` adds to a stop's one line: ``"; its scores (of the N closed days) and why it stopped are
    in FOLDER/scores.json"`` when the stopped run wrote them (``_scores_of_stopped``), else ``""``."""
    try:
        scores = json.loads((Path(folder) / "scores.json").read_text(encoding="utf-8"))
        stop = scores["run_stopped"]
        n = int(stop["days_closed"])
    except (OSError, ValueError, KeyError, TypeError):
        return ""
    days = "no day closed yet" if n == 0 else f"of the {n} closed day{'' if n == 1 else 's'}"
    return f"; its scores ({days}) and why it stopped are in {Path(folder) / 'scores.json'}"


def finished(folder: Path) -> bool:
    """Whether the run in ``folder`` played to its end: ``scores.json`` is there and says no ``run_stopped`` (a
    stopped run's scores, for the days it closed, say where and why it stopped). A ``scores.json`` that cannot be
    read counts as not finished."""
    path = Path(folder) / "scores.json"
    if not path.exists():
        return False
    try:
        scores = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return isinstance(scores, dict) and scores.get("run_stopped") is None


def run_to_folder(scenario, folder: Path, on_day: Callable[[int], None] | None = None, *,
                  engine: str = "autogen", events_out: list | None = None, checked: bool = False,
                  keep_readings: bool = False) -> dict:
    """Play the scenario's month into ``folder`` and return its scores.

    Args:
        engine: ``autogen`` (the group chat; checkpointed, resumable) or ``direct``
            (scripted policies calling the tools directly; the same record).
        events_out: a list the run's events are added to, as their kinds' models (``events.read_events``: the
            direct engine's from memory, the group chat's read back), so a caller can report without re-reading.
        checked: the caller has run ``check_models`` on this scenario (``kirana run``: ``check_scenario``), so
            it is not run again (its world check builds the suppliers: 0.03-0.05 s).
        keep_readings: a direct month's readings are taken from and kept in ``$KIRANA_CACHE_DIR/readings/``
            (``kirana.readings``; ``kirana run``, not a study's cells nor a fork): the same record either way.
    Raises:
        FileExistsError: the folder already holds a record (nothing is overwritten).
        FolderBusy: another process is writing into the folder.
        ValueError: a role's model spec names no usable client (nothing is written).
        agents.stopped.RunStopped: a group-chat run stopped (a model failed after its retries); ``scores.json``
            is written first, for the days closed, with ``run_stopped`` saying why.
    """
    if not checked:
        check_models(scenario)
    claim_folder(folder)
    try:
        record = folder / "record.jsonl"
        if record.exists():
            raise FileExistsError(f"{record} already exists; choose another --out folder, or --resume it")
        resolved = scenario_yaml(scenario)
        (folder / "scenario.resolved.yaml").write_text(resolved, encoding="utf-8")
        if engine == "direct":
            from agents.direct import play_month
            from kirana import readings
            kept = readings.readings_file(resolved) if keep_readings else None  # from an earlier run (kirana.readings)
            if kept is not None:
                readings.load_kept(kept)  # or the default month's, shipped (kirana.shipped)
            shop = play_month(scenario, record_path=record, on_day=on_day)
            if kept is not None:
                readings.save(kept)
            with collector_paused():
                events = read_events(shop.record.events)
            usage = getattr(shop.renderer, "usage", None)
            if callable(usage):  # the renderer model's work, the one usage a scripted month has
                (folder / "usage.json").write_text(json.dumps({"renderer": usage()}, indent=1) + "\n",
                                                   encoding="utf-8")
        else:
            from agents.episode import RunStopped, run_episode
            try:
                run_episode(scenario, folder, on_day=on_day)
            except RunStopped as stop:
                _scores_of_stopped(folder, stop)
                raise
            events = read_events(record)
        if events_out is not None:
            events_out.extend(events)
        with collector_paused(engine == "direct"):
            return write_scores(folder, events)
    finally:
        release_folder(folder)


def resume_label(folder: Path) -> str:
    """The progress bar's words for ``kirana run --resume FOLDER``: "resuming FOLDER: day". A run whose record
    already ends with ``run_end`` gets no bar (it plays no day): ``resume_note`` says so, as a line of its own."""
    return f"resuming {folder}: day"


def resume_note(folder: Path) -> str:
    """The line printed before ``kirana run --resume FOLDER`` when its record already ends with ``run_end``: the run
    was complete and only its scores are shown again ("" when the run is not finished, or has no record). The new-user
    trial of the twenty-eighth session: a finished run "resumed" printed its scores as if it had played; of the
    fortieth: these words, in the progress bar's text, were cut off at 80 columns."""
    ended = record_ended(Path(folder) / "record.jsonl")
    return f"{folder} had run to its end: nothing left to play; its scores again" if ended else ""


def resume_folder(folder: Path, on_day: Callable[[int], None] | None = None):
    """Continue a group-chat run from its newest checkpoint; returns (scenario, scores). A run whose record already
    ends with ``run_end`` is not resumed: its record is left as it is (nothing is appended: a second study had
    added ``run_resumed`` after a finished month's ``run_end``, session 41) and only ``scores.json`` is written
    (again) from it — ``resume_note`` says so.

    Raises:
        FileNotFoundError: the folder has no ``scenario.resolved.yaml``.
        ScenarioError: that file is invalid, or names a model spec that cannot be used (``check_models``).
        FolderBusy: another process is writing into the folder.
        agents.stopped.RunStopped: the run stopped again (``scores.json`` written for the days closed, as in
            ``run_to_folder``), or its record or checkpoint cannot be resumed (nothing written).
    """
    from agents.episode import RunStopped, run_episode
    resolved = folder / "scenario.resolved.yaml"
    if not resolved.exists():
        raise FileNotFoundError(f"{folder} is not a run folder: no scenario.resolved.yaml")
    scenario = load_scenario(resolved)
    try:  # a model spec edited by hand before resuming (the trial: a URL without http:// gave a traceback)
        check_models(scenario)
    except ValueError as exc:
        from scenarios import ScenarioError
        raise ScenarioError(f"{resolved}: {exc}") from None
    claim_folder(folder)
    try:
        if record_ended(folder / "record.jsonl"):  # checked holding the folder: no other process can end it now
            return scenario, write_scores(folder)
        try:
            run_episode(scenario, folder, resume=True, on_day=on_day)
        except RunStopped as stop:
            _scores_of_stopped(folder, stop)
            raise
        return scenario, write_scores(folder)
    finally:
        release_folder(folder)


def days_of(folder: Path) -> int | None:
    """The month's length in a run folder's ``scenario.resolved.yaml`` (days), or None when it cannot be read."""
    try:
        import yaml
        days = yaml.safe_load((folder / "scenario.resolved.yaml").read_text(encoding="utf-8")).get("days")
    except (OSError, ValueError, AttributeError, yaml.YAMLError):
        return None
    return days if isinstance(days, int) else None
