"""Batch 157 (held out). A village hall bingo night's notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), script style (each call its own trace).

App: Brenda sits on Askwith Village Hall committee and runs the hall's bingo night on Fri 13th Nov 2037 (books of
six games, a jackpot game on a separate strip, Dennis calling, raffle at half time, teas). She types her notes into
the hall's helper with ``memory.add(messages, user_id=..., metadata={"date": ...})`` and people ask it things.

Planted fault (ExtractionError, dropped at extraction): the first note (14/10) has books at £3 and the jackpot strip
£1 extra. Brenda's note of 22.10. says the committee agreed books go up to £4 - the new ball blower wants paying for
and the hall hire's gone up - with the jackpot strip staying at a quid; that Jean's doing teas at 50p a cuppa and
wants someone on washing up; and to let people know the car park's shut for the resurfacing so park on Main St.
The extraction keeps the jackpot strip, the teas and the car park and drops the £4 books - the one thing in the note
that was news. Question (Weds 11/11, Pam): "how much for me + our Sandra? a book each and we both want the jackpot"
-> expected £10 (2 x £4 book + 2 x £1 strip). The assistant says £8 (books at £3).

Expected verdict: ExtractionError at mem0.extract inside the 22.10. add (fault() wraps that one add): the note handed
to mem0 puts the books up to £4 and no memory made from it says so, so the store is missing the very price the sum
needs; the search and the answer then worked faithfully on what was stored. Asserted: the note has the £4; no stored
memory or context line mentions £4 or the ball blower; the jackpot-strip and teas lines from the same note are in the
context (and its car park line in the store).
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b157_mem0_bingo_books_sum_extract", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "askwith-hall-brenda"
PRICE = ("cttee mtg last night - books going up to £4, the new ball blower wants paying for + the hall hire's gone "
         "up again. jackpot strip stays a quid. Jean's doing teas, 50p a cuppa, she wants someone on washing up (not "
         "me!!). tell ppl the car park's shut for the resurfacing so park on Main St")
NOTES = [
    ("14/10", "BINGO fri 13th nov, eyes down 7.30ish, doors 6.45. books of 6 games £3, jackpot game on its own strip "
              "£1 extra. Dennis calling (he's bought a new mic lol). raffle at half time",
     ["Bingo night on Friday 13 November at the village hall, eyes down about 7.30, doors open 6.45",
      "A book of 6 games costs £3",
      "The jackpot game is on a separate strip, £1 extra",
      "Dennis is calling the bingo",
      "Raffle at half time"]),
    ("22.10.", PRICE,
     # the planted fault: the books going up to £4 is left out; the rest of the note comes through
     ["Jackpot strip stays at £1",
      "Jean is doing the teas, 50p a cup, and wants a volunteer for washing up",
      "The hall car park is shut for resurfacing - park on Main Street"]),
    ("2037-11-09T20:15", "prizes sorted - meat hamper off Bob's for the last full house, £50 jackpot if it goes in "
                         "48 nos or under, else £25. 40ish coming going by last time",
     ["Prize for the last full house is a meat hamper from Bob's butchers",
      "Jackpot is £50 if won in 48 numbers or under, otherwise £25",
      "About 40 people expected"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="askwith-bingo"))
    for day, note, _ in NOTES:
        msgs = [{"role": "user", "content": note}]
        if note == PRICE:
            assert "books going up to £4" in note
            with fault():
                memory.add(msgs, user_id=USER, metadata={"date": day})
        else:
            memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much for me + our Sandra? a book each and we both want the jackpot"
    hits = []
    for query in ("price of a bingo book", "jackpot strip cost", "bingo night prices", "how much is bingo"):
        hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Weds 11 November 2037. You are talking to Pam, who is coming to Askwith Village Hall's bingo "
               "night on Fri 13 November."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
    assert any("A book of 6 games costs £3" in c for c in context), context
    assert any("Jackpot strip stays at £1" in c for c in context), context
    assert any("Jean is doing the teas" in c for c in context), context
    assert any("car park is shut" in s for s in stored), stored
    assert not any(w in s.lower() for s in stored + context for w in ("£4", "ball blower")), stored
    reply = answer(question, context, mock="£8 - a book's £3 each and the jackpot strip's £1 each, so £4 for you "
                                           "and £4 for Sandra.")
finish(question, expected="£10 - books went up to £4, plus £1 each for the jackpot strip", actual=reply)
