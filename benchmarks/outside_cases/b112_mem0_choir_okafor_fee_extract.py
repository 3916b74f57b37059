"""Batch 112 (held out). A parish church choir's wedding bookings: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Margaret, who does the bookings for St Aidan's choir, drops her notes about weddings (hymns, fees, rehearsals)
into the choir helper; each goes into mem0 with ``memory.add(messages, user_id=..., metadata={"date": ...})``.

Planted fault (ExtractionError, omitted at extraction): Margaret's note of 3/4 says the Okafors want the Widor
toccata going out, so Geoff the organist needs an extra practice and it's £45 on top for him, paid via us; same note
says the bride's mum wants to hear Jerusalem sung through on the Thurs, and that the robes need collecting from the
cleaners. Extraction keeps the Widor, the run-through and the robes and drops the £45. The 14/3 note (choir fee £180
agreed, deposit £50 pd) is in memory. Question (Sat 25/4, Margaret): "what are the okafors paying us all in?" ->
expected £225 (180 + 45). The assistant says £180.

Expected verdict: ExtractionError at mem0.extract inside the 3/4 add (fault() wraps that one add). Asserted: the note
has the £45; no stored memory or context line has it, while the £180 line is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b112_mem0_choir_okafor_fee_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-aidans-choir"
EXTRA = ("okafors (16th may) - they DO want the widor toccata going out, so Geoff needs an extra practice on it, "
         "thats £45 on top for him, goes thru us. bride's mum wants to hear Jerusalem sung thru on the thurs b4. "
         "oh + robes need picking up from Sketchley's, ticket in the vestry drawer")
NOTES = [
    ("14/3", "Okafor wedding sat 16 May 1.30pm. choir fee £180 agreed w Chidi on the phone, £50 deposit pd "
             "(cheque). hymns: Love Divine, Jerusalem, + Make me a channel for signing the register",
     ["The Okafor wedding is on Saturday 16 May at 1.30pm",
      "The choir fee for the Okafor wedding is £180, agreed with Chidi; a £50 deposit was paid by cheque",
      "Okafor hymns: Love Divine, Jerusalem, and Make Me a Channel during the signing of the register"]),
    ("22.3.", "Brennan do 2nd may cancelled by the family - no wait, postponed til sept, they'll ring. keep the "
              "deposit on acc. also need 2 more altos for june, Pauline's knee",
     ["The Brennan wedding on 2 May is postponed to September; their deposit is kept on account",
      "Two more altos are needed for June because of Pauline's knee"]),
    ("3/4", EXTRA,
     # the planted fault: the £45 for Geoff is dropped
     ["The Okafors want the Widor toccata as the going-out music; Geoff needs an extra practice",
      "The bride's mother wants to hear Jerusalem sung through on the Thursday before",
      "The robes need collecting from Sketchley's; the ticket is in the vestry drawer"]),
    ("Weds 8 Apr", "rehearsals for may weddings thurs 7.30 in the choir vestry, not the hall (brownies). bring "
                   "the green books",
     ["Rehearsals for the May weddings are Thursdays at 7.30pm in the choir vestry",
      "Bring the green hymn books to rehearsals"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-aidans"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == EXTRA:
                assert "£45" in note and "widor" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "what are the okafors paying us all in?"
    with turn_span("question Sat 25/4"):
        hits = []
        for query in ("Okafor wedding choir fee", "Okafor organist extra cost Widor", "wedding fees paid deposit"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Sat 25 April 2037. You are talking to Margaret, who does the choir's bookings."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("£180" in c for c in context), context
        assert not any("£45" in s or "45" in s for s in stored + context), stored
        reply = answer(question, context, mock="£180 for the choir - they've paid £50 deposit so £130 still to come.")
finish(question, expected="£225 altogether, the 180 plus Geoff's extra for the Widor", actual=reply)
