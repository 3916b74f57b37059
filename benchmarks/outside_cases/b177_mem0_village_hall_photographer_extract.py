"""Batch 177 (held out). A village hall's 100th birthday tea: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Cressage Village Hall turns 100 and has a birthday tea on Sat 13th June 2043, 2-5 in the hall and on the green -
a three-tier cake, a big group photo on the green at 3, about 120 guests with Mrs Ellis (101, the oldest in the
village) as guest of honour. Margaret, the hall committee's secretary, types her notes into the committee's helper
with ``memory.add(messages, user_id=..., metadata={"date": ...})``; the committee ask it about the day.

Planted fault (ExtractionError, a fact dropped at extraction): Margaret's first note (Weds 8 Apr) has Gareth from the
camera club doing the photos, the group one on the green at 3. Her note of 22.5. says Gareth is really sorry - his
daughter's wedding got moved to the 13th (the venue went bust) so he can't do it, and Sian from the Shrewsbury
Chronicle has said she'll come and do the photos instead, group one still at 3; in the same note the WI are doing 200
scones and Bert is lending his marquee. The extraction keeps the scones and the marquee and drops the photographer
change. Question (Tue 9/6, Kath on the committee): "who's doing the photos on the day? want to let them know about
Mrs Ellis's wheelchair for the group one" -> expected Sian from the Shrewsbury Chronicle (Gareth can't, his
daughter's wedding). The assistant says Gareth from the camera club.

Expected verdict: ExtractionError at mem0.extract inside the 22.5. add (fault() wraps that one add): the note handed
to mem0 names Sian as the photographer now, and nothing made from it says so, so the store never held the fact that
decides the answer; the search and the answer then worked faithfully on what was stored (the Gareth line).
Asserted: the note names Sian from the Shrewsbury Chronicle; no stored memory or context line mentions Sian, the
Chronicle or the wedding; the scones and marquee lines from the same note, and the first note's Gareth line, are in
the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b177_mem0_village_hall_photographer_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "cressage-hall-margaret"
SWAP = ("Gareth's ever so sorry, his daughter's wedding got moved to the 13th (venue went bust!!) so he can't do it "
        "😩 Sian from the Shrewsbury Chronicle's said she'll come + do the photos instead, group one still at 3. oh + "
        "the WI are doing scones, 200 of them lol, and Bert's lending the marquee in case it rains")
NOTES = [
    ("Weds 8 Apr", "hall's 100th 🎉 birthday tea sat 13th june 2-5, hall + the green if it's nice. Gareth (camera "
                   "club) doing the photos incl the big group one on the green at 3, Joan's doing the cake - 3 "
                   "tiers!! invites going out w the parish mag",
     ["Hall's 100th birthday tea is Sat 13 June, 2-5pm in the hall and on the green",
      "Gareth from the camera club is doing the photos, including the big group photo on the green at 3",
      "Joan is making a three-tier birthday cake",
      "Invites are going out with the parish magazine"]),
    ("22.5.", SWAP,
     # the planted fault: the change of photographer is dropped, the rest of the note kept
     ["The WI are making 200 scones",
      "Bert is lending his marquee in case it rains"]),
    ("2043-06-03T19:45", "guest list so far: Mrs Ellis (101!! oldest in the village, she was at the 75th too), the "
                         "vicar, MP's office said maybe, 4 of the original builders' grandkids. ~120 coming. Mrs "
                         "Ellis in her wheelchair now so front row for her",
     ["Guests include Mrs Ellis (101, oldest in the village, was at the 75th), the vicar, maybe the MP's office and "
      "four grandchildren of the hall's original builders",
      "About 120 people coming",
      "Mrs Ellis uses a wheelchair now and should be in the front row"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="cressage-hall-100"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SWAP:
            assert "Sian from the Shrewsbury Chronicle" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = ("who's doing the photos on the day? want to let them know about Mrs Ellis's wheelchair for the group "
                "one")
    hits = []
    for query in ("who is doing the photos", "photographer group photo on the green", "100th birthday tea plans",
                  "Mrs Ellis wheelchair"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 9 June 2043. You are talking to Kath, on Cressage Village Hall's committee; the hall's "
               "100th birthday tea is Sat 13 June."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert not any(w in s.lower() for s in stored + context for w in ("sian", "chronicle", "wedding")), stored
    assert any("Gareth from the camera club is doing the photos" in c for c in context), context
    assert any("200 scones" in c for c in context), context
    assert any("Bert is lending his marquee" in c for c in context), context
    reply = answer(question, context, mock="Gareth from the camera club - he's doing all the photos, including the "
                                           "group one on the green at 3.")
finish(question, expected="Sian from the Shrewsbury Chronicle - Gareth can't now, his daughter's wedding moved to "
                          "the 13th", actual=reply)
