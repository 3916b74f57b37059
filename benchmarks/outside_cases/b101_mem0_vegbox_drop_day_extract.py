"""Batch 101 (held out). A farm shop's veg box round, the round's notebook: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Sam runs the veg box round for Hillside Farm Shop (Ashwell) and drops notes from the phone and the shop
counter into a helper; each goes into mem0 with ``memory.add(messages, user_id="sam-hillside",
metadata={"date": ...})`` and mem0's LLM pulls out the facts. Kev, who drives the van, asks the helper.

Planted fault (ExtractionError, omitted at extraction): the note of 11/6 says Mrs Ashworth (Ivy Cott, Radwell)
rang: she's at her daughter's in Letchworth every Weds now to help with the new baby, so could hers go with the
Newnham lot on Fri from next wk; and swap spuds for extra greens this wk. The extraction keeps the spuds swap and
drops the Friday. The round note of 2/6 (Weds = Bygrave + Radwell, Mrs Ashworth on Weds) is still in memory.
Question (Mon 16/6, Kev): "which day am i dropping mrs ashworths box this wk? doing the sheet" -> expected Friday
(with the Newnham drops). The assistant says Wednesday.

Expected verdict: ExtractionError at mem0.extract inside the 11/6 add (fault() wraps that one add). Asserted: the
note says Fri; no stored memory or context line ties Mrs Ashworth to Friday, while the Weds round line is in the
context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b101_mem0_vegbox_drop_day_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "sam-hillside"
ASHWORTH = ("Mrs Ashworth rang (Ivy Cott, Radwell) - shes at her daughters in Letchworth every weds now helping w "
            "the new baby, so cd hers go w the Newnham lot on fri from next wk? said yes. + swap spuds for extra "
            "greens this wk, she's got a sack from her nephew")
NOTES = [
    ("2/6", "round from w/c 2/6: tues = Ashwell + Hinxworth, weds = Bygrave + Radwell, fri = Newnham + Caldecote. "
            "Mrs Ashworth Ivy Cott weds, medium box, NO beetroot ever (hates it)",
     ["The veg box round is Tuesday for Ashwell and Hinxworth, Wednesday for Bygrave and Radwell, and Friday for "
      "Newnham and Caldecote",
      "Mrs Ashworth at Ivy Cottage, Radwell gets a medium box on the Wednesday round",
      "Mrs Ashworth never wants beetroot"]),
    ("5.6", "van's MOT thurs 19th at Baldock Motors 8am, Kev to drop it + walk back. small boxes up to £14 from "
            "july, tell ppl in the newsletter",
     ["The van's MOT is Thursday 19 June at Baldock Motors at 8am",
      "Small boxes go up to £14 from July"]),
    ("11/6", ASHWORTH,
     # the planted fault: the move to the Friday round is dropped
     ["Mrs Ashworth wants extra greens instead of potatoes in this week's box"]),
    ("Thu 12 Jun", "new cust - the Hendersons, 3 Church Rd Hinxworth, large box tues, leave in the porch, dog is "
                   "friendly but jumps",
     ["The Hendersons at 3 Church Road, Hinxworth get a large box on Tuesdays, left in the porch"]),
    ("13/6", "asparagus finishes next wk, last bunches in fri boxes. strawbs from the 23rd hopefully",
     ["Asparagus finishes next week with the last bunches in Friday boxes",
      "Strawberries are expected from 23 June"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="sam_hillside"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == ASHWORTH:
                assert "Newnham lot on fri" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "which day am i dropping mrs ashworths box this wk? doing the sheet"
    with turn_span("question Mon 16/6"):
        hits = []
        for query in ("Mrs Ashworth box delivery day", "Radwell round day", "Ashworth Ivy Cottage"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 16 June 2036. You are talking to Kev, who drives the van."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Ivy Cottage, Radwell gets a medium box on the Wednesday round" in c for c in context), context
        assert not any("Ashworth" in s and ("Friday" in s or "Newnham" in s or "fri" in s)
                       for s in stored + context[1:]), stored
        assert not any("daughter" in s or "Letchworth" in s for s in stored + context), stored
        reply = answer(question, context, mock="Wednesday - she's on the Bygrave and Radwell run. Medium box, no "
                                               "beetroot, and extra greens in place of the spuds this week.")
finish(question, expected="Fri, with the Newnham drops", actual=reply)
