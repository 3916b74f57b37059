"""Batch 327 (held out). A home brew shop: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Barrel & Bung Home Brew in Todmorden sells kits, grain, hops, yeast and kegging kit, and swaps CO2 bottles for
people with kegerators. Dave (the owner) types his shop notes into the shop's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; customers ask it things on the shop's chat.

Planted fault (ExtractionError, a fact dropped at extraction): Dave's note of 2050-09-01T09:10 has the CO2 swaps -
2kg swap £18, 6kg £30, bring your own in-date bottle, no Sodastreams. His note of Tue 4th Oct says the BOC letter
came, they've put the gas up again, so a 2kg swap is £22 from now and a 6kg £36, he's changed the board - and, in
the same note, the new Mangrove Jack's craft series kits are in and Sue's back from her holidays, on the till
Tuesday and Wednesday. The extraction keeps the kits and Sue and drops the new gas prices: £18 stays the only 2kg
price stored. Question (Weds 19/10, Gareth): "how much for a CO2 swap? bringing both my 2kg bottles in on sat" ->
expected £44 (2 x £22). The assistant says £36 (2 x £18).

Expected verdict: ExtractionError at mem0.extract inside the Tue 4th Oct add (fault() wraps that one add): the note
given to mem0 has the 2kg swap at £22, and what was made from it leaves the prices out, so the store never held
the price the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says "2kg swap is £22"; no stored memory or context line has £22, £36, BOC or the gas going up; the Mangrove Jack's
kits from the same note are stored; the first note's "2kg swap £18" is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b327_mem0_homebrew_co2_swap_cost_sum_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "barrel-and-bung-dave"
CUT = ("Tue 4th Oct - BOC letter came 😤 they've put the gas up AGAIN so a 2kg swap is £22 from now, 6kg £36, "
       "I've changed the board. new Mangrove Jack's kits are in btw, the craft series, on the end shelf. Sue's back "
       "from Tenerife so she's on the till tues + weds")
NOTES = [
    ("2050-09-01T09:10", "2050-09-01T09:10 CO2 - we do swaps on the 2kg + 6kg bottles, 2kg swap £18, 6kg £30. bring "
                         "ur own bottle, has to be in date (10yr test stamp on the neck). Sodastream ones we DON'T "
                         "do, sorry, Argos do them",
     ["CO2 swaps are done on 2kg and 6kg bottles: 2kg swap £18, 6kg swap £30",
      "Customers bring their own CO2 bottle, which must be in test date (10 year stamp on the neck)",
      "The shop doesn't do Sodastream bottles; Argos does them"]),
    ("12/9", "12/9 winter hrs from the 1st: tue-sat 10-5.30, closed sun + mon. late nite thurs till 7 for brew club. "
             "grain mill's fixed (finally)",
     ["Winter opening hours: Tuesday to Saturday 10-5.30, closed Sunday and Monday",
      "Late night Thursday till 7 for the brew club",
      "The grain mill is fixed"]),
    ("Tue 4th Oct", CUT,
     # the planted fault: the new CO2 prices are dropped
     ["New Mangrove Jack's craft series kits are in, on the end shelf",
      "Sue is on the till Tuesday and Wednesday"]),
    ("oct 15", "oct 15 brew club thurs 20th - Tom's doing a talk on water chemistry (bring a bottle of whatever ur "
               "drinking), 20% off grain on the night",
     ["Brew club is Thursday 20th: Tom is talking about water chemistry",
      "Brew club members get 20% off grain on the night"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="barrel-and-bung-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "2kg swap is £22 from now" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much for a CO2 swap? bringing both my 2kg bottles in on sat"
    with turn_span("question Weds 19/10"):
        hits = []
        for query in ("CO2 swap price", "gas bottle swap 2kg", "how much is a co2 refill"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Weds 19 October 2050. You are talking to Gareth, a customer of Barrel & Bung Home Brew."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("£22", "£36", "boc", "gas up", "again")), stored
        assert any("2kg swap £18" in c for c in context), context
        assert any("Mangrove Jack's" in s for s in stored), stored
        reply = answer(question, context, mock="£36 - a 2kg swap is £18, so £18 each for your two bottles.")
finish(question, expected="£44 - the 2kg swap went up to £22 when BOC put the gas up, so 2 x £22", actual=reply)
