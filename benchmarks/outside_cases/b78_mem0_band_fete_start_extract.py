"""Batch 78 (held out). A brass band's summer engagements: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Wendy is secretary of Kingsbury Silver Band. She types notes on her phone after calls and band nights and they
go into mem0 with ``memory.add(messages, user_id="kingsbury-band", metadata={"date": ...})``; mem0's LLM pulls out
the facts. Seven notes, June - July 2031.

Planted fault (ExtractionError, omitted at extraction): Wendy's note of Wed 2/7 says the Hollins Green fete
committee rang - the dog show wants the arena at 3, so the band is on at 1.15, set up by quarter to 1 - and,
in the same note, that Gav is back after his op on 3rd cornet and subs stay £4 a month. The extraction keeps Gav and
the subs and drops the new start time. An older note (June) says Hollins Green is 3-5pm on the field by the church.
Question (Fri 11/7, a player): "what time are we playing at Hollins Green tomorrow?" -> expected 1.15 (set up by
12.45). The assistant says 3pm.

Expected verdict: ExtractionError at mem0.extract inside the 2/7 add (fault() wraps that one add). Asserted: the note
has the 1.15 start; no stored memory mentions 1.15, 12.45 or the dog show, while Gav's return from the same note
and the June fete note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b78_mem0_band_fete_start_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "kingsbury-band"
MOVE = ("Hollins Green fete cttee (Maureen) rang - the dog show wants the arena at 3 so can we do 1.15 start, "
        "set up by quarter to 1 on the field. said yes obvs. Gav back from his op!! light duties, 3rd cornet for "
        "now not solo. subs stay £4 a month, Ray checked the kitty")
NOTES = [
    ("2031-06-04", "summer bookings so far: Hollins Green village fete sat 12 July, 3-5pm on the field by the "
                   "church, 2 x 45 min sets, £250. Abbey Park bandstand sun 20th + 27th July 2.30-4.30",
     ["Hollins Green village fete is Saturday 12 July, 3pm to 5pm on the field by the church, two 45 minute "
      "sets, fee £250",
      "Abbey Park bandstand bookings are Sundays 20 and 27 July, 2.30 to 4.30"]),
    ("9th June", "uniforms - summer shirts only for fetes, no jackets unless it's under 15 degrees. Pat has the "
                 "spare ties",
     ["Summer shirts only for fetes, no jackets unless under 15 degrees",
      "Pat has the spare ties"]),
    ("16/6/31", "Gav op on the 18th (hernia), out 3 wks min. Shaun covering solo cornet, Kira on 3rd",
     ["Gav is having a hernia operation on 18 June and is out for at least 3 weeks",
      "Shaun is covering solo cornet and Kira is on 3rd cornet"]),
    ("2031-06-25", "carnival sat 26/7 - parade from the rec 1pm, we march behind the Rose Queen float. music: "
                   "Slaidburn, Death or Glory, Abide w me at the war memorial",
     ["Carnival parade is Saturday 26 July from the rec at 1pm, behind the Rose Queen float",
      "Carnival music: Slaidburn, Death or Glory, and Abide with Me at the war memorial"]),
    ("2/7", MOVE,
     # the planted fault: the 1.15 start and the 12.45 set-up are dropped
     ["Gav is back after his operation, on light duties playing 3rd cornet rather than solo",
      "Band subs stay at £4 a month"]),
    ("Jul 4", "band room roof leaking again over the percussion corner, moved the timps, told the council",
     ["The band room roof is leaking over the percussion corner; the timps were moved and the council told"]),
    ("7.7.31", "Hollins Green - park on the school field not the church car park, Maureen says the WI have it "
               "for teas",
     ["For Hollins Green, park on the school field, not the church car park (the WI are using it for teas)"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="kingsbury-band"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == MOVE:
                assert "1.15 start" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time are we playing at Hollins Green tomorrow?"
    with turn_span("question Fri 11/7"):
        hits = []
        for query in ("Hollins Green fete time start", "village fete field by the church", "Gav cornet back",
                      "Hollins Green parking"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 11 July 2031. You are talking to Dean, a baritone player."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("3pm to 5pm on the field by the church" in c for c in context), context
        assert any("Gav is back after his operation" in c for c in context), context
        assert not any("1.15" in s or "quarter to 1" in s or "12.45" in s or "dog show" in s.lower()
                       for s in stored + context), stored
        reply = answer(question, context, mock="3pm - you're on 3 till 5 on the field by the church, two 45 minute "
                                               "sets. Park on the school field.")
finish(question, expected="quarter past one, set up for 12.45", actual=reply)
