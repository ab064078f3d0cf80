"""A tiny renderer model built on the spot, for tests and the renderer benchmark (no download, no network).

``build_tiny_model(folder, kind)`` trains a sentencepiece tokenizer on the
template renderer's own output (supplier e-mails and customer words in all three
languages) and saves it with a small randomly initialised transformers model:
``kind="causal"`` a 2-layer Llama with a chat template, ``kind="seq2seq"`` a
2-layer T5. The folder then looks like a real model's (``config.json``,
``model.safetensors``, ``tokenizer.model``, ``tokenizer_config.json``). A random
model writes nonsense, so every rendering it makes fails the fidelity guard.
Needs sentencepiece, transformers and torch (the ``model`` extra). Takes about a
second after the imports.
"""
from __future__ import annotations

import io
import json
from pathlib import Path

from lang.render import LANGUAGES, SUPPLIER_FIELDS, TemplateRenderer, phrasing
from market.catalogue import load_catalogue

__all__ = ["build_tiny_model", "corpus", "sample_lines"]

CHAT_TEMPLATE = "{% for m in messages %}{{ m['content'] }}\n{% endfor %}"


def sample_lines(i: int, skus: list[str]) -> list[dict]:
    """A few supplier decision lines (varied by ``i``) of the kinds an e-mail carries most."""
    sku, other = skus[i % len(skus)], skus[(i * 7 + 3) % len(skus)]
    price = 3000 + 17 * i
    return [{"kind": "quote", "sku": sku, "price_paise": price},
            {"kind": ("counter", "accept", "refuse_accept")[i % 3], "sku": other, "price_paise": price - 50},
            {"kind": "order_confirmed", "order_id": f"O{i + 1}", "day": 1 + i % 30, "amount_paise": 20 * price,
             "lines": [{"sku": sku, "qty": 20, "unit_price_paise": price}]}]


def corpus(n: int = 60) -> list[str]:
    """Lines of the template renderer's output in every language: e-mails of every kind and customer words."""
    cat = load_catalogue()
    r, skus, out = TemplateRenderer(cat), cat.skus(), []
    for language in LANGUAGES:
        for i in range(n):
            out += r.email(sample_lines(i, skus), language, "Agarwal Grain Traders", phrasing(0, "S1", 1, i)).splitlines()
            out.append(r.customer_request([{"sku": skus[i % len(skus)], "qty": 1 + i % 5}], language, "Sunita",
                                          phrasing(0, "V1", 1, i)))
            out.append(r.customer_answer({"answer": "counter", "offer_paise": 10000 + 50 * i, "reason": "too expensive"},
                                         language, None, phrasing(0, "V2", 1, i)))
        for kind in sorted(set(SUPPLIER_FIELDS) - {"bill", "order_confirmed", "delivery_notice"}):
            d = {"kind": kind, "sku": skus[0], "price_paise": 4120, "reason": {"code": "could_not_read", "reader_key": "no_item"}, "order_id": "O3",
                 "bill_id": "B12", "amount_paise": 82400, "due_day": 9, "days_overdue": 2, "qty": 3, "qty_left": 2,
                 "day": 3, "refund_paise": 17880}
            out += r.email([d], language, "Agarwal Grain Traders", 0).splitlines()
    return out


def build_tiny_model(folder: str | Path, kind: str = "causal", seed: int = 0, vocab_size: int = 700) -> Path:
    """Write a tiny ``kind`` ("causal" or "seq2seq") model and its sentencepiece tokenizer to ``folder``."""
    import sentencepiece as spm
    import torch
    import transformers as tf
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    buf = io.BytesIO()
    spm.SentencePieceTrainer.train(sentence_iterator=iter(corpus()), model_writer=buf, vocab_size=vocab_size,
                                   model_type="bpe", character_coverage=1.0, byte_fallback=True, pad_id=0,
                                   unk_id=3, bos_id=1, eos_id=2, minloglevel=2, num_threads=1)
    name = "tokenizer.model" if kind == "causal" else "spiece.model"
    (folder / name).write_bytes(buf.getvalue())
    special = {"pad_token": "<pad>", "bos_token": "<s>", "eos_token": "</s>", "unk_token": "<unk>"}
    torch.manual_seed(seed)
    if kind == "causal":
        config = tf.LlamaConfig(vocab_size=vocab_size, hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                                num_attention_heads=2, num_key_value_heads=2, max_position_embeddings=2048,
                                pad_token_id=0, bos_token_id=1, eos_token_id=2)
        model = tf.LlamaForCausalLM(config)
        tokenizer_config = {"tokenizer_class": "LlamaTokenizer", "chat_template": CHAT_TEMPLATE, **special}
    else:
        config = tf.T5Config(vocab_size=vocab_size, d_model=32, d_kv=16, d_ff=64, num_layers=2, num_heads=2,
                             pad_token_id=0, eos_token_id=2, decoder_start_token_id=0)
        model = tf.T5ForConditionalGeneration(config)
        tokenizer_config = {"tokenizer_class": "T5Tokenizer", "extra_ids": 0, **special}
    tf.utils.logging.disable_progress_bar()
    model.save_pretrained(folder)
    tf.utils.logging.enable_progress_bar()
    (folder / "tokenizer_config.json").write_text(json.dumps(tokenizer_config, indent=1), encoding="utf-8")
    return folder
