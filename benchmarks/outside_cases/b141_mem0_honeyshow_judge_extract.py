"""Batch 141 (held out). A beekeepers' association secretary's notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Sue is secretary of the Calder Valley Beekeepers (apiaries at the Heights and on the Mytholm allotments, the
swarm line, the honey show in September) and types her notes into the association's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things at the apiary meetings.

Planted fault (ExtractionError, omitted at extraction): Sue's note of 14/3 has the honey show on Sat 12th Sept at the
town hall, judged by Mr Hartley from Harrogate (BBKA senior judge). Her note of 22.3. says a card came from Mr
Hartley's wife - he's having his hip done in August and isn't up to judging - so Sue rang round and Brenda Ogden from
Ripon (a show judge too) said yes, wanting her lunch and petrol money; and, in the same note, that the varroa boards
are in the shed at the Heights, the new 9-frame extractor has come (£420 from the grant) and Dennis split hive 4
after finding queen cells. The extraction keeps the boards, the extractor and the split and drops the judge. Question
(Tue 1/9, Ken): "who's judging the honey show? want to know if they're fussy abt the set honey" -> expected Brenda
Ogden from Ripon (Mr Hartley's having his hip done). The assistant says Mr Hartley from Harrogate.

Expected verdict: ExtractionError at mem0.extract inside the 22.3. add (fault() wraps that one add): the note handed
to mem0 names the new judge and no memory made from it says so, while the other three facts in the same note were
kept; the search and the answer then worked on what was stored. Asserted: the note names Brenda Ogden; no stored
memory or context line mentions her, Ripon or the hip; the 14/3 line (Mr Hartley) and the extractor and varroa lines
from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b141_mem0_honeyshow_judge_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "calder-bka-sue"
JUDGE = ("card from Mr Hartley's wife in the post - he's having his hip done in aug so he's not up to judging, sends "
         "apologies. rang round + Brenda Ogden from Ripon says yes (she judges Harrogate + the Great Yorkshire), "
         "she'll want her dinner + petrol money. varroa boards are in the shed at the Heights now. new extractor's "
         "come!! 9 frame radial, £420 off the grant. Dennis found queen cells in hive 4 sat so he's split it")
NOTES = [
    ("14/3", "HONEY SHOW sat 12th sept, town hall (upstairs), staging 8.30-10, judging 10-12, open 2-4. judge Mr "
             "Hartley from Harrogate, BBKA senior judge, been doing it yrs. classes light, medium, dark, set, wax, "
             "honey cake. entries to me by 5th sept, 50p a class",
     ["The honey show is Saturday 12 September at the town hall upstairs: staging 8.30-10, judging 10-12, open 2-4",
      "The honey show judge is Mr Hartley from Harrogate, a BBKA senior judge",
      "Honey show classes are light, medium, dark, set, wax and honey cake; entries to Sue by 5 September, 50p a "
      "class"]),
    ("22.3.", JUDGE,
     # the planted fault: the new judge (Mr Hartley's hip, so Brenda Ogden from Ripon) is dropped; the rest is kept
     ["The varroa boards are in the shed at the Heights apiary",
      "The association's new 9-frame radial extractor has arrived, £420 from the grant",
      "Dennis found queen cells in hive 4 and split it"]),
    ("Weds 8 Apr", "swarm line this yr - Dennis + Ken, 07700 900412, £25 donation per callout. bait hive up at the "
                   "allotments. Ken's doing the beginners course sats in may, 6 booked",
     ["The swarm line is run by Dennis and Ken on 07700 900412, with a £25 donation per callout",
      "There is a bait hive at the allotment apiary",
      "Ken is running the beginners' course on Saturdays in May; 6 are booked"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="calder-bka"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == JUDGE:
            assert "Brenda Ogden from Ripon" in note and "hip done" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "who's judging the honey show? want to know if they're fussy abt the set honey"
    hits = []
    for query in ("honey show judge", "honey show judging classes set honey", "extractor varroa boards hive"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 1 September 2037. You are talking to Ken, a member of the Calder Valley Beekeepers."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("judge is Mr Hartley" in c for c in context), context
    assert any("extractor" in c for c in context) and any("varroa boards" in c for c in context), context
    assert not any(w in s for s in stored + context for w in ("Brenda", "Ogden", "Ripon", "hip", "apologies")), stored
    reply = answer(question, context, mock="Mr Hartley from Harrogate - he's a BBKA senior judge, so expect him to "
                                           "be thorough with the set honey.")
finish(question, expected="Brenda Ogden from Ripon - Mr Hartley's having his hip done", actual=reply)
