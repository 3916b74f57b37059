"""Batch 19 (held out). A one-woman dog-walking business's notes: mem0 Memory (infer=True; a scripted
OpenAI-compatible model returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Gemma runs "Muddy Paws" (four walkers: herself, Sasha, Tomasz, Priya) and types her day's notes into the app in
shorthand; each is stored with ``memory.add(messages, user_id="muddy-paws", metadata={"date": ...})`` and mem0's LLM
extracts the facts. Eighteen notes over May-June: new clients, keys, keysafe codes, the rota, invoices, a vet trip.
Several share words with the question (three other clients' keys, the office key box, the spare keys Sasha and Priya
hold for other houses).

Planted fault (ExtractionError, omitted at extraction): the note of Thu 29/5 reads "Rota w/c 2/6 - Sasha off (her
sisters wedding) till 13/6. Tomasz doing her Weds+Fris incl Biscuit at the Okoros, gave him their spare key today
(the one off my hook, blue tag). Lunchtimes Mon/Tue stay with Priya". mem0's extraction keeps the rota change and
Priya's lunchtimes and drops who now holds the Okoros' spare key. Question (Mon 9/6): "Who's got the Okoros' spare
key at the moment?" -> expected "Tomasz - Gemma gave him it on 29 May to cover Sasha's Wednesdays and Fridays". The
assistant says it is on the hook in the office.

Expected verdict: ExtractionError at mem0.extract inside the 29/5 add (fault() wraps that one add). Asserted: the
note names Tomasz with the spare key; no stored memory and nothing in the context ties the Okoros' key to Tomasz,
while the rota change is in the context. Another reading: none that we see; the search returns every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b19_mem0_dogwalk_spare_key_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

BIZ = "muddy-paws"
KEY_NOTE = ("Rota w/c 2/6 - Sasha off (her sisters wedding) till 13/6. Tomasz doing her Weds+Fris incl Biscuit at "
            "the Okoros, gave him their spare key today (the one off my hook, blue tag). Lunchtimes Mon/Tue stay "
            "with Priya")
# (date, note, facts mem0's model extracts from it)
NOTES = [
    ("2025-05-06", "New client!! Mrs Okoro 22 Fenwick Rd, Biscuit (cockapoo, 2yo, pulls like a train). Mon/Wed/Fri "
                   "12-1 group walk, GBP 14 a walk. Two keys - one for Sasha, spare lives on my hook",
     ["Mrs Okoro of 22 Fenwick Rd is a new client with Biscuit, a two-year-old cockapoo that pulls",
      "Biscuit has group walks Monday, Wednesday and Friday 12-1 at GBP 14 a walk",
      "Sasha has one of the Okoros' keys and the spare is on Gemma's hook"]),
    ("2025-05-07", "Hendersons (Rex + Milo) keysafe by side gate code 4410. NOT the front one that's next door's",
     ["The Hendersons' keysafe for Rex and Milo is by the side gate, code 4410"]),
    ("2025-05-09", "Invoices out for April - 11 clients, GBP 2,365 total. Patel still owes March GBP 168",
     ["April invoices went to 11 clients, GBP 2,365 in total", "The Patels still owe GBP 168 for March"]),
    ("2025-05-12", "Priya starting properly this wk - Mon/Tue lunchtimes (Okoro, Patel, Rex+Milo). Gave her the "
                   "Patels key",
     ["Priya walks the Monday and Tuesday lunchtime group (Okoro, Patel, Rex and Milo)",
      "Priya has the Patels' key"]),
    ("2025-05-14", "Biscuit rolled in fox poo at the rec, had to hose him at mine. Mrs O fine about it lol",
     ["Biscuit rolled in fox poo at the rec and was hosed down at Gemma's"]),
    ("2025-05-16", "Lost a key?? - no, Tomasz had the Murrays in his van. Murrays key back on the hook",
     ["The Murrays' key is back on Gemma's hook after Tomasz had it in his van"]),
    ("2025-05-19", "Van MOT Thurs 22/5 8am, Tomasz to use his own car that day",
     ["The van's MOT is on Thursday 22 May at 8am"]),
    ("2025-05-21", "Luna (Murray) off walks 2 wks after her spay, back from 4/6. No jumping in the van!",
     ["Luna Murray is off walks for two weeks after her spay and returns on 4 June"]),
    ("2025-05-23", "Sasha says Okoros back door sticks - lift the handle. She keeps her key on her lanyard",
     ["The Okoros' back door sticks and the handle must be lifted",
      "Sasha keeps her Okoros key on her lanyard"]),
    ("2025-05-27", "Insurance renewed (Cover4Pets business) GBP 312 for the yr, 4 walkers, 6 dogs max per walker",
     ["The business insurance with Cover4Pets was renewed at GBP 312 a year for four walkers, six dogs each"]),
    ("2025-05-29", KEY_NOTE,
     # the planted fault: who holds the Okoros' spare key now (Tomasz) is not extracted
     ["Sasha is off from the week of 2 June until 13 June for her sister's wedding",
      "Tomasz covers Sasha's Wednesday and Friday walks, including Biscuit, while she is away",
      "Priya keeps the Monday and Tuesday lunchtime walks"]),
    ("2025-05-30", "Mrs O wants Biscuit's Fri walk moved to 1-2 from 13/6 - fine",
     ["From 13 June Biscuit's Friday walk is 1-2"]),
    ("2025-06-02", "Patel paid March at last. Reminder to self invoice May by Fri",
     ["The Patels paid their March invoice"]),
    ("2025-06-03", "Rex limping again, Hendersons taking him to Ashfield vets Thurs. Only Milo till told otherwise",
     ["Rex Henderson is limping and going to Ashfield vets; only Milo is walked for now"]),
    ("2025-06-04", "Luna back on walks, lead only for a wk", ["Luna is back on walks, on the lead for a week"]),
    ("2025-06-05", "Spare keys check: Murrays + Hendersons (don't need, keysafe) on hook. Patels with Priya",
     ["The Murrays' spare key is on the hook", "Priya has the Patels' key"]),
    ("2025-06-06", "Tomasz says Biscuit was an angel Weds, walked him with Luna. Fri fine too",
     ["Tomasz walked Biscuit with Luna on Wednesday without trouble"]),
    ("2025-06-07", "New enquiry - Staffie in Orchard Way, meet & greet Tues 10/6 5pm",
     ["A meet and greet with a Staffie owner in Orchard Way is on Tuesday 10 June at 5pm"]),
]
EXTRACTED = {note[:40]: facts for _, note, facts in NOTES}


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="muddy-paws"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == KEY_NOTE:
                assert "gave him their spare key" in note
                with fault():
                    memory.add(msgs, user_id=BIZ, metadata={"date": day})
            else:
                memory.add(msgs, user_id=BIZ, metadata={"date": day})
    question = "Who's got the Okoros' spare key at the moment?"
    with turn_span("question Mon 9/6"):
        hits = memory.search(question, top_k=60, threshold=0.0, filters={"user_id": BIZ})["results"]
        context = [h["memory"] for h in hits]
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": BIZ}, top_k=200)["results"]]
        assert any("Tomasz covers Sasha's" in c for c in context), context
        assert not any("Tomasz" in s and "key" in s.lower() and "Okoro" in s for s in stored + context), stored
        reply = answer(question, context, mock="The Okoros' spare is on your hook - Sasha has the other one on her "
                                               "lanyard.")
finish(question, expected="Tomasz - Gemma gave him the spare (blue tag) on 29 May to cover Sasha's Weds/Fris",
       actual=reply)
