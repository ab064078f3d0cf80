"""Who plays each role in a run: a scripted shop for every role, models swapped per role, and their check.

``with_shop`` and ``with_role_models`` return a changed copy of a scenario (the
``--shop`` and ``--role ROLE=MODEL`` flags); ``check_models`` builds each role's
model client once so a bad spec fails before anything is written.
"""
from __future__ import annotations

__all__ = ["with_shop", "with_role_models", "check_models"]


def with_shop(scenario, shop_name: str):
    """The scenario with every role played by the scripted shop ``shop_name``."""
    roles = {r: {**v.model_dump(), "model": f"scripted:{shop_name}"} for r, v in scenario.roles.items()}
    return scenario.model_validate({**scenario.model_dump(), "roles": roles})


def with_role_models(scenario, assignments: list[str]):
    """The scenario with some roles' models swapped: each assignment is ``ROLE=MODEL``.

    Raises:
        ValueError: an assignment without ``=`` or naming no role, or a role given twice; an ``openai:`` model
            whose spec is unusable (``agents.specs.openai_spec_parts``), with the corrected flag when one can be told (a URL without
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
