"""Batch 307 (held out). A hedgehog rescue: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Spiky Corner Hedgehog Rescue (Mirfield) takes in poorly, underweight and injured hogs from round about, feeds
them up in pens in Jan's garage and shed, and releases them - back where they were found if that's safe, or to a
hog-friendly garden if not. Jan (who runs it) types her notes on each hog into the rescue's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; the volunteers ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): Jan's note of 2050-09-24T21:10 has Bramble (a sow,
strimmer cut on her back) in from Mrs Firth's garden on Penistone Rd, Lepton, at 410g, going back there when she's
over 600g. Her note of Sun 16 Oct says Mrs Firth rang - they've got a new puppy and the back fence is down onto the
main road - so Bramble is NOT going back there, Dave + Kath at Hopton (feeding station, hog hole in the fence) are
having her instead; and, in passing, the mealworm order came and the heat pad in pen 4 is on the blink. The
extraction keeps the mealworms and the heat pad and drops the change of release site: Mrs Firth's garden stays the
only release place stored. Question (Thu 3/11, Ruth, a volunteer): "where's Bramble getting released? I'm doing the
drop off sat night after dark" -> expected Dave + Kath's garden at Hopton (Mrs Firth's has a new puppy and the
fence is down). The assistant says back at Mrs Firth's on Penistone Rd, Lepton.

Expected verdict: ExtractionError at mem0.extract inside the Sun 16 Oct add (fault() wraps that one add): the note
given to mem0 names the new release garden, and what was made from it leaves that out, so the store never held the
place the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
names Hopton; no stored memory or context line mentions Hopton, Dave + Kath, the puppy or the fence; the mealworms
from the same note are stored; the first note's Lepton release is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b307_mem0_hedgehog_rescue_release_where_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "spiky-corner-jan"
CUT = ("Sun 16 Oct - Mrs Firth rang, they've got a new puppy 🐶 + the back fence is down onto the main rd so Bramble's "
       "NOT going back there after all. Dave + Kath at Hopton are having her instead (feeding stn, hog hole in the "
       "fence, no dogs). ALSO mealworm order came, 2 big tubs in the shed, + the heat pad in pen 4's on the blink agn")
NOTES = [
    ("2050-09-24T21:10", "2050-09-24T21:10 BRAMBLE in 🦔 sow, 410g, strimmer cut on her back (not deep), from Mrs "
                         "Firth's garden Penistone Rd Lepton. cleaned + flamazine. she goes back to Mrs F's when she's "
                         "over 600g + the cut's healed",
     ["Bramble is a sow who came in on 24 Sep at 410g with a strimmer cut on her back",
      "Bramble came from Mrs Firth's garden on Penistone Rd, Lepton",
      "Bramble is to be released back at Mrs Firth's garden on Penistone Rd, Lepton once she's over 600g and healed"]),
    ("3/10", "3/10 Bramble 495g, eating like a horse 😂 cut's scabbed over nicely. pen 2. Conker + Pip still in "
             "the shed pens",
     ["Bramble weighed 495g on 3/10 and is eating well",
      "Bramble's cut has scabbed over; she is in pen 2",
      "Conker and Pip are in the shed pens"]),
    ("Sun 16 Oct", CUT,
     # the planted fault: the change of release site is dropped
     ["A mealworm order came: 2 big tubs in the shed",
      "The heat pad in pen 4 is faulty again"]),
    ("Tues 1st nov", "Tues 1st nov Bramble's 655g!! cut fully healed, fur growing back. ok to go out this wkend, sat "
                     "after dark, weather looks mild. Ruth's doing the drop off",
     ["Bramble weighed 655g on 1 Nov and her cut has fully healed",
      "Bramble can be released this weekend, Saturday after dark",
      "Ruth is doing Bramble's release drop-off"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="spiky-corner-hogs-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "Dave + Kath at Hopton are having her instead" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where's Bramble getting released? I'm doing the drop off sat night after dark"
    with turn_span("question Thu 3/11"):
        hits = []
        for query in ("where is Bramble being released", "Bramble release garden", "Bramble drop off"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 3 November 2050. You are talking to Ruth, a volunteer at Spiky Corner Hedgehog "
                   "Rescue."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("hopton", "dave", "kath", "puppy", "fence")), stored
        assert any("released back at Mrs Firth's garden on Penistone Rd, Lepton" in c for c in context), context
        assert any("mealworm" in s for s in stored), stored
        reply = answer(question, context, mock="Back where she was found - Mrs Firth's garden on Penistone Rd, "
                                               "Lepton. Saturday after dark.")
finish(question, expected="Dave + Kath's garden at Hopton - Mrs Firth's got a new puppy and her fence is down",
       actual=reply)
