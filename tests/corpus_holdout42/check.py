"""Mechanical checks for the h42 corpus: parse, schema, skus, ids, counts."""
import csv, json, re, sys, collections, os
HERE = os.path.dirname(os.path.abspath(__file__))
CAT = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "..", "..", "market", "data", "catalogue.csv")
mrp = {r["sku"]: float(r["mrp_inr"]) for r in csv.DictReader(open(CAT, encoding="utf-8"))}
KINDS = {"ask_quote","offer","accept","reject","order","cancel","pay","dispute","ask_delivery","ask_bill","bill"}
REASONS = {"empty","no_item","ambiguous_item","ambiguous_intent","no_quantity","no_price","no_id","contradictory","no_intent"}
STYLES = {"terse","formal","chatty","markdown","reasoning","counter","quoted","code_mixed"}
DEV = re.compile(r"[\u0900-\u097F]")
IKEYS = ["sku","quantity","unit_price_inr","total_price_inr","price_change_inr"]
TKEYS = ["kind","items","order_id","bill_id","total_inr"]
errs, warns = [], []
for fn, pre in [("en.jsonl","en"),("hi.jsonl","hi"),("hinglish.jsonl","hl")]:
    ids = set(); kinds = collections.Counter(); styles = collections.Counter(); reasons = collections.Counter()
    multi = 0; nread = 0; lines = open(os.path.join(HERE, fn), encoding="utf-8").read().splitlines()
    for ln, line in enumerate(lines, 1):
        try: m = json.loads(line)
        except Exception as e: errs.append(f"{fn}:{ln} parse {e}"); continue
        i = m["id"]
        if not re.fullmatch(pre + r"-u\d{3}", i): errs.append(f"{i} bad id")
        if i in ids: errs.append(f"{i} dup id")
        ids.add(i)
        if m.get("parallel") is not None: errs.append(f"{i} parallel")
        if m["style"] not in STYLES: errs.append(f"{i} style")
        styles[m["style"]] += 1
        t = m["text"]; dev = bool(DEV.search(t))
        if pre == "en" and dev: errs.append(f"{i} Devanagari in en")
        if pre == "hi" and not dev: errs.append(f"{i} no Devanagari in hi")
        if pre == "hl" and dev and m["style"] != "code_mixed": errs.append(f"{i} Devanagari in non-code_mixed hinglish")
        if m["readable"]:
            nread += 1
            if m["reason"] != "" or not m["intents"] or "note" in m: errs.append(f"{i} readable fields")
        else:
            reasons[m["reason"]] += 1
            if m["reason"] not in REASONS or m["intents"] or not m.get("note"): errs.append(f"{i} unreadable fields")
        if len(m["intents"]) > 1: multi += 1
        for it in m["intents"]:
            if list(it) != TKEYS: errs.append(f"{i} intent keys {list(it)}")
            k = it["kind"]; kinds[k] += 1
            if k not in KINDS: errs.append(f"{i} kind {k}")
            if (m["style"] == "counter") != (k == "bill"): errs.append(f"{i} counter/bill mismatch")
            if k == "bill":
                if it["items"] or not isinstance(it["total_inr"], float): errs.append(f"{i} bill shape")
            elif it["total_inr"] is not None: errs.append(f"{i} total_inr on {k}")
            if k in ("pay","dispute","ask_bill","ask_delivery") and (it["items"] or not (it["order_id"] or it["bill_id"])):
                errs.append(f"{i} {k} should carry an id and no items")
            for idf, p in (("order_id","O"),("bill_id","B")):
                if it[idf] is not None and not re.fullmatch(p + r"\d+", it[idf]): errs.append(f"{i} {idf}")
            if k in ("order","offer","accept","reject","ask_quote") and not it["items"]: errs.append(f"{i} {k} without items")
            if k == "cancel" and not it["items"] and not it["order_id"]: errs.append(f"{i} cancel with nothing")
            for x in it["items"]:
                if list(x) != IKEYS: errs.append(f"{i} item keys")
                if x["sku"] not in mrp: errs.append(f"{i} unknown sku {x['sku']}"); continue
                q = x["quantity"]
                if q is not None and (not isinstance(q, int) or q <= 0): errs.append(f"{i} quantity {q}")
                if k == "order" and q is None: errs.append(f"{i} order without quantity")
                up = x["unit_price_inr"]
                if up is None and x["total_price_inr"] is not None and q: up = x["total_price_inr"] / q
                if up is not None:
                    r = up / mrp[x["sku"]]
                    if not 0.65 <= r <= 1.0: warns.append(f"{i} {x['sku']} price {up:.2f} = {r:.2f} x MRP")
                if x["price_change_inr"] is not None and x["unit_price_inr"] is not None: errs.append(f"{i} change+price")
                if k in ("accept","reject") and q is not None: warns.append(f"{i} {k} with quantity")
    n = len(lines)
    print(f"{fn}: {n} lines, {nread} readable, {n-nread} unreadable, {multi} with several intents")
    print("  kinds  ", dict(kinds.most_common()))
    print("  styles ", dict(styles.most_common()))
    print("  reasons", dict(reasons.most_common()))
    if n != 60: errs.append(f"{fn} has {n} lines")
for w in warns: print("WARN", w)
for e in errs: print("ERR", e)
print("OK" if not errs else f"{len(errs)} errors")
sys.exit(1 if errs else 0)
