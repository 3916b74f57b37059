"""Batch 74 (held out). A family's allotment rota: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: the Mistry-Campbells share plot 14b at Ruscombe Road allotments (Grandad Ken, his daughter Anita, her kids Priya
and Sam). Whoever goes up writes a note in the family group and it goes into mem0 with ``memory.add(messages,
user_id="plot-14b", metadata={"date": ...})``; mem0's LLM pulls out the facts. Seven notes, June - July 2031.

Planted fault (ExtractionError, omitted at extraction): Anita's note of 6/7 says "rota w/c 7/7 - Grandad's at Auntie
Jas's in Leeds so Priya does tues + thurs after school, Sam does sat am. the big blue butt behind shed 2 has gone -
split right down the side, it's all over the path. fill the cans at the trough tap by the top gate, it's a walk but
there's nothing else. Ken says he'll sort a new butt when he's back". The extraction keeps the rota and Ken's new
butt and drops the split butt and the trough tap. An older note (June) says to fill the cans from the blue butt
behind shed 2. Question (Tue 8/7, Priya, on her way up after school): "where do I fill the watering cans from?" ->
expected the trough tap by the top gate (the blue butt has split). The assistant says the blue butt behind shed 2.

Expected verdict: ExtractionError at mem0.extract inside the 6/7 add (fault() wraps that one add). Asserted: the
note has the trough tap; no stored memory mentions the trough, the top gate or the split, while the rota from the
same note and the June butt note are in the context. Another reading: none that we see; the searches return every
memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b74_mem0_allotment_can_tap_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "plot-14b"
ROTA = ("rota w/c 7/7 - Grandad's at Auntie Jas's in Leeds so Priya does tues + thurs after school, Sam does sat am. "
        "the big blue butt behind shed 2 has gone - split right down the side, it's all over the path. fill the cans "
        "at the trough tap by the top gate, it's a walk but there's nothing else. Ken says he'll sort a new butt "
        "when he's back")
NOTES = [
    ("2031-06-02", "watering - cans from the blue butt behind shed 2, its full after all that rain. dont use the "
                   "hosepipe, committee's v funny about hoses in summer",
     ["Fill the watering cans from the blue water butt behind shed 2",
      "Hosepipes are not allowed on the allotment in summer (committee rule)"]),
    ("9th June", "planted out the leeks (bed 3) + 2nd sowing of beetroot. slug pellets r in the tin on the shelf, "
                 "wildlife friendly ones ONLY pls",
     ["Leeks planted out in bed 3 and a second sowing of beetroot on 9 June",
      "Only wildlife-friendly slug pellets, kept in the tin on the shed shelf"]),
    ("14.6.31", "shed 1 padlock code is 4471 now, Ken's old one rusted solid. shed 2 still the key under the pot",
     ["Shed 1 padlock code is 4471",
      "Shed 2 key is under the pot"]),
    ("2031-06-21", "courgettes going mad, took 6 to the food bank box at St Mark's. toms need tying in + pinching "
                   "out every few days",
     ["Took six courgettes to the food bank box at St Mark's",
      "Tomatoes need tying in and pinching out every few days"]),
    ("6/7", ROTA,
     # the planted fault: the split butt and the trough tap by the top gate are dropped
     ["Week of 7 July watering rota: Priya on Tuesday and Thursday after school, Sam on Saturday morning",
      "Grandad Ken is away at Auntie Jas's in Leeds the week of 7 July",
      "Ken will sort out a new water butt when he is back"]),
    ("Jul 6", "Sam - 2 cans each on the toms + the squash, the beans can wait if its cloudy. dont forget the "
              "greenhouse at no.12 we said wed water it for Maureen",
     ["Two cans each on the tomatoes and squash; beans can wait if cloudy",
      "The family agreed to water Maureen's greenhouse at plot 12"]),
    ("5/7/31", "rent for next yr due by 1 Oct, £38 half plot. Anita paying",
     ["Allotment rent for next year, £38 for the half plot, due by 1 October; Anita paying"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="plot-14b"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == ROTA:
                assert "trough tap by the top gate" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where do I fill the watering cans from?"
    with turn_span("question Tue 8/7"):
        hits = []
        for query in ("fill watering cans water", "water butt shed tap", "rota this week Priya",
                      "Grandad Ken away"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 8 July 2031. You are talking to Priya, who is going up to water after school."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("Priya on Tuesday and Thursday" in c for c in context), context
        assert any("blue water butt behind shed 2" in c for c in context), context
        assert not any("trough" in s.lower() or "top gate" in s.lower() or "split" in s.lower()
                       for s in stored + context), stored
        reply = answer(question, context, mock="From the blue water butt behind shed 2 - and no hosepipe, the "
                                               "committee doesn't allow it in summer.")
finish(question, expected="the trough tap up by the top gate - the blue butt's split", actual=reply)
