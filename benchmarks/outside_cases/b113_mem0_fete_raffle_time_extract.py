"""Batch 113 (held out). A village fete committee's notes: mem0 Memory (infer=True; a scripted OpenAI-compatible
model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Brenda, secretary of the Ashby Parva fete committee, drops her meeting notes (stalls, raffle, band, helpers)
into the committee helper; each goes into mem0 with ``memory.add(messages, user_id=..., metadata={"date": ...})``.

Planted fault (ExtractionError, omitted at extraction): Brenda's note of Weds 8 Apr says the silver band can only do
2-3.30 now (they've a wedding after), so the raffle draw is coming forward to quarter past 3 while there's still a
crowd; the same note has the dog show entry fee and Sheila judging, and the gazebos to ask the cricket club for.
Extraction keeps the band's times, the dog show and the gazebos and drops the raffle draw's new time. The 14/3 note
(raffle draw 4pm by the tea tent, the vicar drawing) is in memory. Question (Tue 14/7, Colin on the car park):
"what time's the raffle draw? want to be back from the car park for it" -> expected 3.15. The assistant says 4pm.

Expected verdict: ExtractionError at mem0.extract inside the Weds 8 Apr add (fault() wraps that one add). Asserted:
the note has the 3.15 draw; no stored memory or context line has it, while the 4pm line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b113_mem0_fete_raffle_time_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "ashby-parva-fete"
EXTRA = ("mtg last nt (6 of us + apologies from Derek). Ashby Silver Band can only do 2-3.30 now, theyve got a wedding "
         "after - so raffle draw coming fwd to quarter past 3 (3.15) while theres still a crowd, Rev Alan fine w that. "
         "dog show entries £2 a class, Sheila judging again. gazebos - ask the cricket club, we're 2 short")
NOTES = [
    ("14/3", "FETE sat 18th july 12-4 on the rec. stalls so far tombola (Jan), cakes (WI), plants (Derek), coconut "
             "shy, bric a brac. raffle draw 4pm by the tea tent, the vicar's drawing it. floats from the bank wk b4",
     ["The Ashby Parva fete is on Saturday 18 July, 12-4pm, on the recreation ground",
      "Stalls so far: tombola (Jan), cakes (WI), plants (Derek), coconut shy, bric-a-brac",
      "The raffle draw is at 4pm by the tea tent; the vicar is drawing it",
      "Cash floats to be collected from the bank the week before the fete"]),
    ("22.3.", "raffle prizes so far - hamper from the coop, £50 voucher Ashby Garden Centre, meal for 2 at the Bell "
              "(Tony, v kind). tickets £1 a strip, Brenda printing 300 strips. oh and Jan's tombola wants bottles "
              "not tins this yr",
     ["Raffle prizes: a Co-op hamper, a £50 Ashby Garden Centre voucher, and a meal for two at the Bell",
      "Raffle tickets are £1 a strip; Brenda is printing 300 strips",
      "Jan wants bottles rather than tins for the tombola this year"]),
    ("Weds 8 Apr", EXTRA,
     # the planted fault: the raffle draw coming forward to 3.15 is dropped
     ["The Ashby Silver Band can only play 2-3.30pm because they have a wedding afterwards",
      "Dog show entries are £2 a class; Sheila is judging again",
      "The fete is two gazebos short; ask the cricket club"]),
    ("16th may", "cakes - WI doing them again, Sue asks can we NOT put them next to the bbq this yr (smoke!!). teas "
                 "£1.50, cake 80p a slice. Colin doing the car park w the scouts, £3 a car",
     ["The WI are doing the cake stall again and want it away from the barbecue",
      "Teas are £1.50 and cake is 80p a slice",
      "Colin is running the car park with the scouts, £3 a car"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="ashby-fete"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == EXTRA:
                assert "3.15" in note and "raffle draw coming fwd" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what time's the raffle draw? want to be back from the car park for it"
    with turn_span("question Tue 14/7"):
        hits = []
        for query in ("raffle draw time", "raffle draw tea tent vicar", "silver band times afternoon"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 14 July 2037. You are talking to Colin, who runs the fete car park."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("raffle draw is at 4pm" in c for c in context), context
        assert not any("3.15" in s or "quarter past" in s for s in stored + context), stored
        reply = answer(question, context, mock="4pm, by the tea tent - the vicar's drawing it.")
finish(question, expected="quarter past 3 - it's been brought forward because the band finishes at 3.30",
       actual=reply)
