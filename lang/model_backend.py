"""A local transformers model that continues prompts: loading, identity, greedy batched generation.

``load_backend(path, max_new_tokens, batch_size)`` loads the model folder at
``path`` (``config.json``, weights, a tokenizer — ``tokenizer.json`` or a
sentencepiece ``tokenizer.model``/``spiece.model``) with
``local_files_only=True``: nothing is ever downloaded. A causal LM
(``AutoModelForCausalLM``) or an encoder-decoder (``AutoModelForSeq2SeqLM``,
when ``config.is_encoder_decoder``) is used on the CPU in float32, in eval mode.
Loaded backends are kept per process (keyed by the folder and its files' sizes
and times), so checking a scenario before a run and building its shop load the
model once.

``ModelBackend.generate(prompts)`` returns one text per prompt: greedy decoding
(``do_sample=False, num_beams=1``), at most ``max_new_tokens`` new tokens,
``batch_size`` prompts at a time (left padding for a causal LM), on ``threads``
torch threads (set for the call, then restored; one thread keeps the order of
floating-point sums, so the greedy words, the same on every machine). The model's own
generation defaults (temperature, top-p, ...) are ignored. A tokenizer with a
chat template gets each prompt as one user turn.

``folder_identity(path)`` is what the run records: the model type, its
architectures, the name it was saved under, and the sha256 of every file the
model is made of (``weights_sha256`` over the weights files alone, ``sha256``
over weights, config and tokenizer files), so two studies can show they used
the same renderer. transformers and torch are imported only when a model is
loaded.

Errors: ``ModelLoadError`` (a ValueError) naming the folder and how to obtain a
model — no folder, no ``config.json``, no weights, no tokenizer, files that do
not load, or transformers/torch not installed.
"""
from __future__ import annotations

import hashlib
import json
import time
from pathlib import Path

__all__ = ["ModelBackend", "ModelLoadError", "load_backend", "folder_identity", "WEIGHT_SUFFIXES", "HOW_TO_GET"]

WEIGHT_SUFFIXES = (".safetensors", ".bin", ".pt", ".pth", ".ckpt", ".h5", ".msgpack")
_TOKENIZER_FILES = ("tokenizer.json", "tokenizer.model", "spiece.model", "sentencepiece.bpe.model", "vocab.json",
                    "vocab.txt")
_SIDE_FILES = ("config.json", "generation_config.json", "tokenizer_config.json", "special_tokens_map.json",
               "added_tokens.json", "merges.txt", "chat_template.jinja", "chat_template.json", *_TOKENIZER_FILES)
HOW_TO_GET = ("put a transformers model folder there (config.json, weights, tokenizer), e.g. "
              "`hf download Qwen/Qwen2.5-1.5B-Instruct --local-dir {path}` (older huggingface_hub: "
              "`huggingface-cli download ... --local-dir {path}`) on a machine with network, or set "
              "`renderer: {{kind: template}}`")
_LOADED: dict[tuple, "ModelBackend"] = {}
_HASHES: dict[tuple, str] = {}


class ModelLoadError(ValueError):
    """A renderer model that cannot be used; the message names the folder and how to obtain a model."""


def _fail(path: Path, problem: str) -> ModelLoadError:
    return ModelLoadError(f"renderer.path: {problem} ({path}); " + HOW_TO_GET.format(path=path))


def _files(path: Path) -> list[Path]:
    """The files a model is made of: weights, config and tokenizer (sorted by name)."""
    return sorted(p for p in path.iterdir() if p.is_file() and (p.name.endswith(WEIGHT_SUFFIXES) or p.name in _SIDE_FILES))


def _sha256(file: Path) -> str:
    stat = file.stat()
    key = (str(file.resolve()), stat.st_size, stat.st_mtime_ns)
    if key not in _HASHES:
        digest = hashlib.sha256()
        with file.open("rb") as fh:
            for chunk in iter(lambda: fh.read(1 << 20), b""):
                digest.update(chunk)
        _HASHES[key] = digest.hexdigest()
    return _HASHES[key]


def _combined(hashes: dict[str, str]) -> str:
    return hashlib.sha256("".join(f"{name}\0{h}\n" for name, h in sorted(hashes.items())).encode()).hexdigest()


def check_folder(path: str | Path) -> Path:
    """The folder resolved, after checking it has a config, weights and a tokenizer. Raises ModelLoadError."""
    folder = Path(path).expanduser().resolve()
    if not folder.is_dir():
        raise _fail(folder, "no model folder")
    names = {p.name for p in folder.iterdir()}
    if "config.json" not in names:
        raise _fail(folder, "no config.json in the model folder")
    if not any(n.endswith(WEIGHT_SUFFIXES) for n in names):
        raise _fail(folder, f"no weights file ({', '.join('*' + s for s in WEIGHT_SUFFIXES[:3])}, ...)")
    if not names & set(_TOKENIZER_FILES):
        raise _fail(folder, f"no tokenizer ({', '.join(_TOKENIZER_FILES[:3])}, ...)")
    return folder


def folder_identity(path: str | Path) -> dict:
    """{folder, model_type, architectures, name_or_path, weights_sha256, sha256, files_sha256} of a model folder.

    ``folder`` is the folder's name only (not the machine's path), so records stay comparable.
    """
    folder = check_folder(path)
    try:
        config = json.loads((folder / "config.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise _fail(folder, f"config.json does not read as JSON ({exc})") from exc
    hashes = {p.name: _sha256(p) for p in _files(folder)}
    weights = {n: h for n, h in hashes.items() if n.endswith(WEIGHT_SUFFIXES)}
    return {"folder": folder.name, "model_type": config.get("model_type"), "architectures": config.get("architectures"),
            "name_or_path": config.get("_name_or_path") or None, "weights_sha256": _combined(weights),
            "sha256": _combined(hashes), "files_sha256": hashes}


class ModelBackend:
    """A loaded tokenizer and model; ``generate`` is deterministic for the same prompts and batches."""

    def __init__(self, path: Path, tokenizer, model, max_new_tokens: int, batch_size: int, identity: dict,
                 threads: int = 1):
        self.path, self.tokenizer, self.model = path, tokenizer, model
        self.max_new_tokens, self.batch_size, self.identity, self.threads = max_new_tokens, batch_size, identity, threads
        self.seq2seq = bool(getattr(model.config, "is_encoder_decoder", False))
        if tokenizer.pad_token is None:
            tokenizer.pad_token = tokenizer.eos_token or tokenizer.unk_token
        tokenizer.padding_side = "right" if self.seq2seq else "left"
        self.chat = bool(getattr(tokenizer, "chat_template", None))
        self.calls = self.prompts = self.prompt_tokens = self.completion_tokens = 0  # work done, for usage.json
        self.seconds = 0.0

    def _text(self, prompt: str) -> str:
        if not self.chat:
            return prompt
        return self.tokenizer.apply_chat_template([{"role": "user", "content": prompt}], tokenize=False,
                                                  add_generation_prompt=True)

    def generate(self, prompts: list[str]) -> list[str]:
        """One continuation per prompt (special tokens dropped), ``batch_size`` prompts per forward pass."""
        import torch
        from transformers import GenerationConfig
        tok, out = self.tokenizer, []
        eos = self.model.generation_config.eos_token_id
        config = GenerationConfig(do_sample=False, num_beams=1, max_new_tokens=self.max_new_tokens,
                                  pad_token_id=tok.pad_token_id, eos_token_id=eos if eos is not None else tok.eos_token_id,
                                  bos_token_id=self.model.generation_config.bos_token_id,
                                  decoder_start_token_id=self.model.generation_config.decoder_start_token_id)
        before = torch.get_num_threads()
        torch.set_num_threads(self.threads)
        started = time.perf_counter()
        try:
            for i in range(0, len(prompts), self.batch_size):
                batch = [self._text(p) for p in prompts[i:i + self.batch_size]]
                enc = tok(batch, return_tensors="pt", padding=True, add_special_tokens=not self.chat)
                with torch.inference_mode():
                    ids = self.model.generate(**enc, generation_config=config)
                if not self.seq2seq:
                    ids = ids[:, enc["input_ids"].shape[1]:]
                self.calls += 1
                self.prompts += len(batch)
                self.prompt_tokens += int(enc["attention_mask"].sum())
                pad = tok.pad_token_id
                self.completion_tokens += int((ids != pad).sum()) if pad is not None else int(ids.numel())
                out.extend(tok.batch_decode(ids, skip_special_tokens=True))
        finally:
            torch.set_num_threads(before)
            self.seconds += time.perf_counter() - started
        return out

    def usage(self) -> dict:
        """Work done so far: ``calls`` (forward passes of ``generate``), ``prompts``, ``prompt_tokens``,
        ``completion_tokens`` (generated, padding excluded) and wall-clock ``seconds``."""
        return {"calls": self.calls, "prompts": self.prompts, "prompt_tokens": self.prompt_tokens,
                "completion_tokens": self.completion_tokens, "seconds": round(self.seconds, 3)}


def load_backend(path: str | Path, max_new_tokens: int = 96, batch_size: int = 8, threads: int = 1) -> ModelBackend:
    """The model at ``path``, loaded once per process for these settings (see the module docstring).

    Raises:
        ModelLoadError: the folder is missing or incomplete, it does not load, or transformers/torch
            are not installed (``pip install 'kiranabench[model]'``).
    """
    folder = check_folder(path)
    key = (str(folder), max_new_tokens, batch_size, threads,
           tuple((p.name, p.stat().st_size, p.stat().st_mtime_ns) for p in _files(folder)))
    if key in _LOADED:
        return _LOADED[key]
    identity = folder_identity(folder)
    try:
        import torch
        import transformers
    except ImportError as exc:
        raise ModelLoadError(f"renderer.kind: model needs transformers and torch ({exc}); install them with "
                             "`pip install torch==2.13.0` (the CPU build) and `pip install 'kiranabench[model]'`") from exc
    bars = transformers.utils.logging.is_progress_bar_enabled()
    transformers.utils.logging.disable_progress_bar()  # no "Loading weights" bar in a run's output
    try:
        config = transformers.AutoConfig.from_pretrained(folder, local_files_only=True)
        tokenizer = transformers.AutoTokenizer.from_pretrained(folder, local_files_only=True)
        auto = transformers.AutoModelForSeq2SeqLM if getattr(config, "is_encoder_decoder", False) \
            else transformers.AutoModelForCausalLM
        model = auto.from_pretrained(folder, local_files_only=True, dtype=torch.float32)
    except Exception as exc:  # noqa: BLE001 - every loading failure becomes one clear error naming the folder
        raise _fail(folder, f"the model does not load: {type(exc).__name__}: {exc}".replace("\n", " ")[:600]) from exc
    finally:
        if bars:
            transformers.utils.logging.enable_progress_bar()
    model.eval()
    identity.update(transformers=transformers.__version__, torch=torch.__version__.split("+")[0])
    backend = ModelBackend(folder, tokenizer, model, max_new_tokens, batch_size, identity, threads)
    _LOADED[key] = backend
    return backend
