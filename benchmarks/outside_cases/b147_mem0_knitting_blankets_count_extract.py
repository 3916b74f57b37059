"""Batch 147 (held out). A knitting group's charity blanket notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Margaret runs the Tuesday knit and natter at Sowerby Bridge library; this year the group is knitting squares
and sewing them up into cot blankets for the special care baby unit (SCBU) at Calderdale Royal. She types her notes
into the group's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and it answers whoever
asks how the blankets are going.

Planted fault (ExtractionError, omitted at extraction): Margaret's note of 14/3 has 6 blankets done and bagged in
her spare room, target 12 for the delivery. Her note of 22.3. says the sewing-up session at Jean's went well - 3
more blankets finished (the lemon one, the stripy one and Pat's patchwork), "so thats 9!!"; and, in the same note,
that the lilac from the Wool Shed is a different dye lot (don't mix it in) and that Jean's hip op is on 2nd April
(cards at the library). The extraction keeps the lilac and Jean's op and drops the three finished blankets.
Question (Tue 5/5, Bev, the SCBU sister, via Sue): "how many blankets have we got finished for the baby unit now?
Bev on SCBU was asking" -> expected 9 (the 6 from March plus the 3 sewn up at Jean's). The assistant says 6.

Expected verdict: ExtractionError at mem0.extract inside the 22.3. add (fault() wraps that one add): the note handed
to mem0 has the three more blankets and the running total of 9, and no memory made from it says so, while the other
two facts in the same note were kept; the search and the answer then worked on what was stored. Asserted: the note
has the 3 more and the 9; no stored memory or context line mentions them or the sewing-up; the 14/3 line (6 done)
and the lilac and hip-op lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b147_mem0_knitting_blankets_count_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "knit-natter-margaret"
SEWN = ("sewing up sesh at Jean's went well - 3 more blankets finished (the lemon one, the stripy one + Pat's "
        "patchwork) so thats 9!! the lilac from the Wool Shed is a diff dye lot, DONT mix it in w the old. + Jean's "
        "hip op is 2nd april, card going round at the library")
NOTES = [
    ("14/3", "SCBU BLANKETS - 6 done + bagged, in my spare room. each one 5 x 7 squares, DK only, nothing fluffy "
             "(babies pull at it). aiming for 12 by the delivery. Bev the sister says any colour but black",
     ["6 cot blankets for SCBU are finished and bagged in Margaret's spare room",
      "Each blanket is 5 by 7 squares, double knit only, nothing fluffy",
      "The group is aiming for 12 blankets by the delivery",
      "Bev, the SCBU sister, says any colour except black"]),
    ("22.3.", SEWN,
     # the planted fault: the 3 more finished blankets (9 in all) are dropped; the rest is kept
     ["The lilac wool from the Wool Shed is a different dye lot and must not be mixed with the old lilac",
      "Jean's hip operation is on 2nd April and a card is going round at the library"]),
    ("Weds 8 Apr", "£25 hobbycraft voucher from the Rotary - spent on white DK + a big bag of toy stuffing for the "
                   "xmas teddies. Dot's back from Tenerife next wk, she's got 20 odd squares done",
     ["The Rotary gave a £25 Hobbycraft voucher, spent on white double knit and toy stuffing",
      "Dot is back from Tenerife next week and has about 20 squares done"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="knit-natter-scbu"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SEWN:
            assert "3 more blankets finished" in note and "thats 9" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how many blankets have we got finished for the baby unit now? Bev on SCBU was asking"
    hits = []
    for query in ("cot blankets finished for SCBU how many", "sewing up session Jean's blankets finished",
                  "lilac dye lot Jean hip op"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 5 May 2037. You are talking to Sue from the Sowerby Bridge knit and natter, who is "
               "asking for Bev, the sister on the special care baby unit."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("6 cot blankets for SCBU are finished" in c for c in context), context
    assert any("dye lot" in c for c in context) and any("hip operation" in c for c in context), context
    assert not any(w in s.lower() for s in stored + context
                   for w in ("3 more", "three more", "nine", " 9", "sewing", "sewn", "lemon", "stripy")), stored
    reply = answer(question, context, mock="6 finished so far - they're bagged up in Margaret's spare room, and "
                                           "the aim is 12 by the delivery.")
finish(question, expected="9 - the 6 from March plus the 3 sewn up at Jean's (the lemon, the stripy and Pat's "
                          "patchwork)", actual=reply)
