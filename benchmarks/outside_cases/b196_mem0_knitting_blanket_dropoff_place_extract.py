"""Batch 196 (held out). A knitting group's charity blanket drive: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), script style (every call its own trace).

App: Knit & Natter at St Chad's (Shrewsbury) are knitting squares for blankets for Severn Hospice this autumn - 8in
squares, sew-up sessions on Tuesday afternoons in the church hall, the finished blankets handed over on Sat 28th Nov
2043. Brenda (who runs the group) types her notes into the group's helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; members ask it things.

Planted fault (ExtractionError, a fact dropped at extraction): the note of 14/9 has the blankets going to the
hospice's front desk at Bicton Heath, Sat 28th Nov 10-12, with Jan (the group's chair) bringing her estate car. The
note of Weds 7 Oct says Jan rang the hospice: they can't take anything in at the front desk any more (infection
control), so the hand-over's at the hospice's charity shop on Mardol instead - same day, same times, Lynne the shop
manager will meet them; in the same note the baby blankets want 4ply not DK, 6in squares. The extraction keeps only
the 4ply line: the move to the Mardol shop is never stored, so the front desk stays the only place stored. Question
(Tue 24/11, Doreen, who joined in October): "where are we taking the blankets sat? I'd like to come along if
there's room" -> expected the hospice charity shop on Mardol (Lynne meets us, 10-12). The assistant says the
hospice front desk at Bicton Heath.

Expected verdict: ExtractionError at mem0.extract inside the 7 Oct add (fault() wraps that one add): the note given to
mem0 moves the hand-over to the Mardol shop, and what was made from it leaves that out, so the store never held the
fact the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note says
the shop on Mardol; no stored memory or context line has Mardol, the charity shop, Lynne or infection control; the
front desk line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b196_mem0_knitting_blanket_dropoff_place_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "knit-natter-st-chads-brenda"
MOVE = ("Jan rang the hospice re sat 28th - they cant take anything in at the front desk any more, infection control "
        "🙄 so we're handing over at their charity shop on Mardol instead, same day same times, Lynne the manager'll "
        "meet us. ALSO baby blankets - they want 4ply not DK, 6in squares pls")
NOTES = [
    ("2043-09-02T14:10", "BLANKET DRIVE 🧶 for Severn Hospice - 8in squares, DK, any colour but no black. aim 20 "
                         "blankets by end of nov. sewing up tues afternoons 1.30pm church hall",
     ["The group is knitting 8in DK squares for Severn Hospice blankets, any colour except black",
      "The aim is 20 blankets by the end of November",
      "Sewing-up sessions are on Tuesday afternoons at 1.30pm in the church hall"]),
    ("14/9", "hand over sat 28th nov 10-12, we take them to the hospice front desk at Bicton Heath. Jan (chair) "
             "bringing the estate, fits about 12 blankets, need another car",
     ["The blankets will be handed over on Sat 28 Nov, 10-12, at the hospice front desk at Bicton Heath",
      "Jan, the chair, is bringing her estate car, which fits about 12 blankets; another car is needed"]),
    ("22.9.", "wool - Hobbycraft gave us 30 balls!! Val sorting by colour. squares so far 164, Mary says she's doing "
              "the edging in crochet",
     ["Hobbycraft donated 30 balls of wool; Val is sorting them by colour",
      "164 squares knitted so far",
      "Mary is doing the blanket edging in crochet"]),
    ("Weds 7 Oct", MOVE,
     # the planted fault: the hand-over moving to the charity shop on Mardol is dropped
     ["The baby blankets need 4ply wool, not DK, in 6in squares"]),
    ("2043-11-17T16:40", "tues tally - 19 blankets sewn up + 3 baby ones. Pam's husband Roy can do the 2nd car sat, "
                         "meet in the church car park 9.30ish",
     ["19 blankets and 3 baby blankets are sewn up",
      "Pam's husband Roy is driving the second car on the Saturday",
      "Meet in the church car park at about 9.30 on hand-over day"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-chads-blankets-43"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == MOVE:
            assert "charity shop on Mardol instead" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "where are we taking the blankets sat? I'd like to come along if there's room"
    hits = []
    for query in ("where are the blankets being handed over", "hand over saturday", "blanket drop off place"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Tue 24 Nov 2043. You are talking to Doreen, who joined Knit & Natter at St Chad's in "
               "October; the blankets for Severn Hospice are handed over on Sat 28 Nov."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    low = [s.lower() for s in stored + context[1:]]
    assert not any(w in s for s in low for w in ("mardol", "charity shop", "lynne", "infection")), stored
    assert any("at the hospice front desk at Bicton Heath" in c for c in context), context
    reply = answer(question, context, mock="To the hospice front desk at Bicton Heath, 10 till 12 on Saturday - "
                                           "meet in the church car park about 9.30, Roy's doing a second car.")
finish(question, expected="the hospice's charity shop on Mardol (Lynne the manager meets us), 10-12 - the front "
                          "desk can't take them now", actual=reply)
