"""Batch 224 (held out). A swimming club's gala: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Oswestry Otters ASC host their summer open gala on Sat 19th June 2049 at the leisure centre - 4 lanes, the
8 and unders to the 12 and overs, 50s and 100s, relays at the end, a tuck shop in the foyer. Karen (the gala
secretary) types her notes into the club's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``;
parents ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Karen's note of 2049-05-09T21:15 has warm-up at 8.30
and the first event at 9.30. Her note of Tue 8th June says the pool's not theirs till 9 on the Saturday - aqua fit
have the big pool 8-9 and the council won't budge - so warm-up's 9.10 now, not 8.30, first event 10ish; and, in
passing, that Sue's doing bacon rolls in the tuck shop (£2.50) and they still need 6 more poolside helpers. The
extraction keeps the bacon rolls and the helpers and drops the warm-up change: 8.30 stays the only warm-up time
stored. Question (Fri 18/6, Dan, Ellie's dad): "what time have I got to have Ellie poolside for warm up tmrw?" ->
expected 9.10 (aqua fit have the pool till 9). The assistant says 8.30.

Expected verdict: ExtractionError at mem0.extract inside the Tue 8th add (fault() wraps that one add): the note
given to mem0 moves warm-up to 9.10, and what was made from it leaves that out, so the store never held the time
the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
"warm up's 9.10 now"; no stored memory or context line mentions 9.10, aqua fit or the pool not being theirs till 9;
Sue's bacon rolls from the same note are stored; the first note's 8.30 warm-up is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b224_mem0_swimming_gala_warmup_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "oswestry-otters-karen"
MOVE = ("Tue 8th Jun - rang the leisure centre, pool's not ours till 9 on the sat 😤 aqua fit have got the big pool 8-9 "
        "+ the council won't budge. so warm up's 9.10 now not 8.30, 1st event 10ish. ALSO Sue's doing bacon rolls in "
        "the tuck shop £2.50, + we still need 6 more poolside helpers, pls ask round")
NOTES = [
    ("2049-05-09T21:15", "OPEN GALA 🏊 sat 19th june, leisure centre, 4 lanes. warm up 8.30 sharp, 1st event 9.30, "
                         "relays at the end. entries close 1/6",
     ["The Otters' open gala is Sat 19 June 2049 at the leisure centre, 4 lanes",
      "Warm-up for the gala is at 8.30 and the first event is at 9.30, relays at the end",
      "Entries for the gala close on 1 June"]),
    ("26.5.", "26.5. entries in - 84 swimmers, 6 clubs. Ellie's in the 50 free + the 50 back, Josh the 100 IM. hats "
              "+ club t shirts pls",
     ["84 swimmers from 6 clubs have entered the gala",
      "Ellie is swimming the 50 freestyle and 50 backstroke; Josh the 100 IM",
      "Swimmers wear club hats and club t-shirts"]),
    ("Tue 8th Jun", MOVE,
     # the planted fault: the pool not being theirs till 9 and the 9.10 warm-up are dropped
     ["Sue is doing bacon rolls in the tuck shop for £2.50",
      "The gala still needs 6 more poolside helpers"]),
    ("16th june", "16th june - medals + ribbons came 🥇 results on the board in the foyer after each age group, no "
                  "flash photos from the balcony pls",
     ["Medals and ribbons have arrived; results go on the board in the foyer after each age group",
      "No flash photography from the balcony at the gala"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="oswestry-otters-gala-2049"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVE:
            assert "warm up's 9.10 now not 8.30" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time have I got to have Ellie poolside for warm up tmrw?"
    hits = []
    for query in ("what time is warm-up at the gala", "warm up time", "pool times saturday"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Fri 18 June 2049. You are talking to Dan, whose daughter Ellie swims for Oswestry Otters in "
               "the open gala (Sat 19 June)."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context[1:]
                   for w in ("9.10", "aqua", "not ours till 9", "10ish")), stored
    assert any("Warm-up for the gala is at 8.30" in c for c in context), context
    assert any("Sue is doing bacon rolls" in s for s in stored), stored
    reply = answer(question, context, mock="8.30 - warm-up's at 8.30 sharp, with the first event at 9.30, so have "
                                           "her poolside just before.")
finish(question, expected="9.10 - aqua fit have the big pool till 9, so warm-up moved from 8.30 to 9.10 (first event "
                          "about 10)", actual=reply)
