"""Batch 155 (held out). A church's flower rota: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: St Bartholomew's, Sowerby, has a flower rota - one of five ladies does the altar and the window flowers for each
Sunday, arranging them on the Saturday morning (church open 10-12). Pat, who keeps the rota, types her notes into the
church helper with ``memory.add(messages, user_id=..., metadata={"date": ...})``, and people ask it things.

Planted fault (ExtractionError, omitted at extraction): the rota note (Weds 8 Apr 2037) has Joan on Sun 26/4 and
Sun 17/5, and Pat on Sun 24/5 (Whitsun, red + white). Pat's note of 22.4. says Joan rang - her grandson's christening
is the 17th up in Carlisle, so they've swapped: Pat does the 17th and Joan has Whitsun (the 24th), she's fine with
the red and white; that the oasis is running low (2 boxes from Bloom's); and that Sheila's hip is playing up, so
someone give her a hand with the urns. The extraction keeps the oasis and Sheila and drops the swap. Question (Mon
11/5, Karen, Joan's daughter): "when's mum on the flowers next? i'm taking her up as she cant drive w her wrist" ->
expected Sat 23rd May, doing them for Whitsun (Sun 24th). The assistant says Sat 16th, for Sun 17th May.

Expected verdict: ExtractionError at mem0.extract inside the 22.4. add (fault() wraps that one add): the note handed
to mem0 has Joan and Pat swapping the 17th and Whitsun, and no memory made from it says so, while the other two
facts of the same note were kept; the search and the answer then worked on what was stored. Asserted: the note has
the swap; no stored memory or context line mentions the swap, the christening or Carlisle; the rota line with Joan
on Sun 17 May and the oasis and Sheila lines from the same note are in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b155_mem0_flowers_joan_whitsun_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-barts-flowers-pat"
SWAP = ("Joan rang - her grandsons christening is the 17th up in Carlisle so we've swapped, I'll do the 17th + she's "
        "got Whitsun (24th), she's fine w the red + white. oasis running low, need 2 boxes from Bloom's. Sheila's "
        "hip's playing up again so someone give her a hand w the urns pls")
NOTES = [
    ("Weds 8 Apr", "FLOWERS after easter - 12/4 Margaret, 19/4 Pat, 26/4 Joan, 3/5 Sheila, 10/5 Margaret, 17/5 "
                   "Joan, 24/5 Pat (Whitsun - red + white), 31/5 Sheila. do them sat morning, church open 10-12",
     ["Flower rota: Sunday 12 April, Margaret",
      "Flower rota: Sunday 19 April, Pat",
      "Flower rota: Sunday 26 April, Joan",
      "Flower rota: Sunday 3 May, Sheila",
      "Flower rota: Sunday 10 May, Margaret",
      "Flower rota: Sunday 17 May, Joan",
      "Flower rota: Sunday 24 May (Whitsun), Pat, red and white flowers",
      "Flower rota: Sunday 31 May, Sheila",
      "Flowers are done on the Saturday morning; the church is open 10-12"]),
    ("22.4.", SWAP,
     # the planted fault: Joan and Pat swapping the 17th and Whitsun is dropped
     ["Oasis is running low - 2 boxes needed from Bloom's",
      "Sheila's hip is playing up; she needs a hand with the urns"]),
    ("Tue 5th May", "Margaret - did the 10th early as I'm away, used the last of the oasis, Bloom's delivering thurs. "
                    "2 of the tall vases in the vestry are cracked, binned them",
     ["Margaret did the 10 May flowers early because she is away",
      "Bloom's are delivering oasis on Thursday",
      "Two of the tall vases in the vestry were cracked and have been thrown away"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-barts-flowers"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == SWAP:
            assert "we've swapped" in note and "Whitsun (24th)" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "when's mum on the flowers next? i'm taking her up as she cant drive w her wrist"
    hits = []
    for query in ("Joan flower rota", "flower rota May Sunday", "when are the flowers done", "Whitsun flowers"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Mon 11 May 2037. You are talking to Karen, whose mum Joan is on the flower rota at St "
               "Bartholomew's."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("Sunday 17 May, Joan" in c for c in context), context
    assert any("Sunday 24 May (Whitsun), Pat" in c for c in context), context
    assert any("Oasis is running low" in c for c in context), context
    assert any("Sheila's hip" in c for c in context), context
    assert not any(w in s.lower() for s in stored + context for w in ("swap", "christening", "carlisle", "grandson")), \
        stored
    reply = answer(question, context, mock="Saturday 16th May - she's down for Sunday 17th, and the flowers are done "
                                           "on the Saturday morning (church open 10-12).")
finish(question, expected="Sat 23rd May, for Whitsun (Sun 24th) - she swapped the 17th with Pat for her grandson's "
                          "christening", actual=reply)
