"""Batch 184 (held out). A food bank's Christmas hampers: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Dawley food bank packs its Christmas hampers on Sat 19th Dec 2043 at St Chad's hall and the drivers take them
round on the Sunday; every hamper gets a £5 turkey voucher from Jones's butchers, paid for out of money given for
that. Mags (who coordinates the food bank) types her notes into the food bank's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; Alan, the treasurer, asks it things.

Planted fault (ExtractionError, a fact dropped at extraction): the first note (2043-11-03T09:40) has the Rotary's £240
towards the turkey vouchers; the 14/11 note has £96.50 from Langley school's non-uniform day for the vouchers. Mags's
note of 22.11. says the carol singers outside Tesco did them proud - £185 in the buckets, all going on the vouchers -
and the manager's letting them have 20 tins of ham off the damaged shelf, Gary to pick up Weds. The extraction keeps
the ham and drops the £185. Question (Tue 1/12, Alan): "how much have we got for the turkey vouchers so far? need to
ring Jones's w the order" -> expected £521.50 (£240 Rotary + £96.50 Langley school + £185 carol singers). The
assistant says £336.50 - the Rotary and the school only.

Expected verdict: ExtractionError at mem0.extract inside the 22.11. add (fault() wraps that one add): the note handed
to mem0 has the carol singers' £185, and what was made from it leaves the money out, so the store never held the third
sum the total needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has the
£185; no stored memory or context line mentions 185, the carol singers or the buckets; the tins of ham from the same
note, the Rotary's £240 and the school's £96.50 are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b184_mem0_food_bank_turkey_vouchers_sum_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "dawley-food-bank-mags"
CAROLS = ("carol singers outside Tesco sat did us proud 🎶 £185 in the buckets, all going on the vouchers. + the "
          "manager says we can have 20 tins of ham off the damaged shelf, Gary to pick up weds")
NOTES = [
    ("2043-11-03T09:40", "xmas hampers 🎄 packing sat 19th dec at St Chad's hall, 80 families referred so far (schools, "
                         "GP, CAB). turkey vouchers £5 each off Jones's - Rotary gave £240 towards them!!",
     ["Christmas hamper packing is Sat 19 Dec at St Chad's hall",
      "80 families referred for hampers so far, from schools, the GP and Citizens Advice",
      "Turkey vouchers are £5 each from Jones's butchers",
      "The Rotary gave £240 towards the turkey vouchers"]),
    ("14/11", "non uniform day at Langley school raised £96.50 for the vouchers 👏 + 3 crates of tins, mostly beans + "
              "peas. need more puddings/custard tho!!",
     ["Langley school's non-uniform day raised £96.50 for the turkey vouchers",
      "Langley school gave 3 crates of tins, mostly beans and peas",
      "More tinned puddings and custard are needed"]),
    ("22.11.", CAROLS,
     # the planted fault: the carol singers' £185 never makes it into memory
     ["Tesco's manager is giving 20 tins of ham off the damaged shelf; Gary to pick them up on Wednesday"]),
    ("Fri 27th", "drivers for sun 20th - Gary (Transit), Pete, Mandy + Sue W. routes by postcode, Mandy doing the "
                 "print outs. 2 more referrals in from the health visitor so 82",
     ["Drivers for Sun 20 Dec: Gary (Transit), Pete, Mandy and Sue W; routes by postcode, Mandy printing them",
      "2 more referrals from the health visitor, 82 families now"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="dawley-food-bank-xmas-2043"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == CAROLS:
            assert "£185 in the buckets" in note and "vouchers" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much have we got for the turkey vouchers so far? need to ring Jones's w the order"
    hits = []
    for query in ("money for the turkey vouchers", "donations raised", "how much given towards the vouchers"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 1 Dec 2043. You are talking to Alan, the treasurer of Dawley food bank; the Christmas "
               "hampers are packed Sat 19 Dec and delivered Sun 20 Dec."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("185", "carol", "bucket")), stored
    assert any("tins of ham" in c for c in context), context
    assert any("£240" in c for c in context) and any("£96.50" in c for c in context), context
    reply = answer(question, context, mock="£336.50 so far - £240 from the Rotary and £96.50 from Langley school's "
                                           "non-uniform day.")
finish(question, expected="£521.50 - the Rotary's £240, Langley school's £96.50 and the carol singers' £185",
       actual=reply)
