"""Batch 69 (held out). A student house's bills: mem0 Memory (infer=True; a scripted OpenAI-compatible model returns
mem0's extraction JSON; in-memory qdrant), one root span per note.

App: five second-years share 42 Tiverton Rd in Cathays (Jas, Tom, Priya, Kieran, Ffion). Every bill is split five
ways through a Monzo joint pot. Jas keeps the house notes in mem0 with ``memory.add(messages, user_id="tiverton-rd",
metadata={"date": ...})`` and mem0's LLM pulls the facts out. Six notes, Jan - Feb 2029.

Planted fault (ExtractionError, omitted at extraction): the first note has Virgin broadband at £32 a month. Then, on
3 Feb: "virgin rang - the 12 month deal's up so its £38 a month from march unless we haggle. Tom tried, got nowhere
(the guy literally read him the T&Cs) so £38 it is. router's moving into Jas's room cos the signal upstairs is crap".
The extraction keeps the router move and drops the new price. Question (Sun 4/3, Priya, topping up the pot): "what's
my share of the broadband a month now?" -> expected £7.60 (£38 / 5). The assistant works it out from £32: £6.40.

Expected verdict: ExtractionError at mem0.extract inside the 3 Feb add (fault() wraps that one add). Asserted: the note
has £38; no stored memory mentions £38, while the router move from the same note is in the context, and so are the
£32 and the five-way split. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b69_mem0_studenthouse_broadband_share_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "tiverton-rd"
VIRGIN = ("virgin rang - the 12 month deal's up so its £38 a month from march unless we haggle. Tom tried, got "
          "nowhere (the guy literally read him the T&Cs) so £38 it is. router's moving into Jas's room cos the signal "
          "upstairs is crap")
NOTES = [
    ("2029-01-08", "bills all split 5 ways thru the monzo pot: rent 2250/mo total (450 each) to Mr Aziz on the 1st, "
                   "octopus DD £140/mo, virgin broadband £32 a month. everyone pays into the pot by the 28th pls",
     ["Bills are split five ways through the Monzo joint pot; everyone pays in by the 28th",
      "Rent is £2,250 a month in total (£450 each), paid to Mr Aziz on the 1st",
      "Octopus energy direct debit is £140 a month",
      "Virgin broadband costs £32 a month"]),
    ("12/1", "water = welsh water £41/month, Kieran set it up. tv licence £169.50 for the yr, Ffion paid it so we "
             "owe her 33.90 each",
     ["Welsh Water is £41 a month, set up by Kieran",
      "Ffion paid the £169.50 TV licence; each housemate owes her £33.90"]),
    ("Feb 3", VIRGIN,
     # the planted fault: the new broadband price (£38 a month from March) is not extracted
     ["The broadband router is moving into Jas's room because the signal upstairs is poor"]),
    ("2029-02-10", "meter readings for octopus: elec 23119, gas 8802. Priya's doing them on the 1st of every month",
     ["Meter readings sent to Octopus: electricity 23119, gas 8802",
      "Priya does the meter readings on the 1st of every month"]),
    ("14.2", "Kieran moving out end of june (year abroad), his mate Dan's having the room, same rent, Mr Aziz ok w it",
     ["Kieran moves out at the end of June for a year abroad; his friend Dan takes the room at the same rent"]),
    ("Feb 20th", "bins - black bin weds, recycling every other weds, next one 28th. Ffion's rota is on the fridge",
     ["Black bin goes out on Wednesdays; recycling every other Wednesday, next on the 28th",
      "Ffion's bin rota is on the fridge"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="tiverton-rd"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == VIRGIN:
                assert "£38" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what's my share of the broadband a month now?"
    with turn_span("question Sun 4/3"):
        hits = []
        for query in ("broadband virgin price a month", "bills split between housemates", "router wifi signal",
                      "how much each for bills"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sun 4 March 2029. You are talking to Priya, who is topping up the Monzo pot."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("£32" in c for c in context), context
        assert any("five ways" in c for c in context), context
        assert any("router" in c for c in context), context
        assert not any("£38" in s or "38 a month" in s for s in stored + context), stored
        reply = answer(question, context, mock="£6.40 a month - the Virgin broadband is £32 split five ways.")
finish(question, expected="£7.60 each (it's 38 a month since the deal ran out)", actual=reply)
