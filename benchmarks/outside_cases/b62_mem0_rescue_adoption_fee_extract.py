"""Batch 62 (held out). A dog rescue's foster network: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note.

App: Jo coordinates Second Chance Hounds (about a dozen foster homes round Stroud). She dictates notes into mem0 as
things happen with ``memory.add(messages, user_id="second-chance", metadata={"date": ...})``; mem0's LLM pulls the
facts out. Nine notes, May - June 2027.

Planted fault (ExtractionError, omitted at extraction): on 3/6 Jo notes Pepper's adoption: "Pepper (9yo staffie x,
at Claire's) - Hendersons' home check PASSED 3/6, lovely garden, they've had staffies b4. fee's normally £175 but
I've said knock £50 off, she's an oldie + needs her dental doing and the Hendersons are paying for that at
Riverside themselves. collecting sat 12th 11ish". The extraction keeps the home check, the dental at Riverside and
the collection day, and drops the £50 off. The standing note says dogs are £175. Question (Fri 11/6, Claire, the
foster carer): "how much are the Hendersons paying us for Pepper?" -> expected £125. The assistant says £175.

Expected verdict: ExtractionError at mem0.extract inside the 3/6 add (fault() wraps that one add). Asserted: the
note has the £50 off; no stored memory mentions it (nor £125), while the home check and the collection day from the
same note are in the context. Another reading: none that we see; the searches return every memory.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b62_mem0_rescue_adoption_fee_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "second-chance"
PEPPER = ("Pepper (9yo staffie x, at Claire's) - Hendersons' home check PASSED 3/6, lovely garden, they've had "
          "staffies b4. fee's normally £175 but I've said knock £50 off, she's an oldie + needs her dental doing and "
          "the Hendersons are paying for that at Riverside themselves. collecting sat 12th 11ish")
NOTES = [
    ("2027-05-02", "fees reminder for the new fosterers - dogs 175, pups under 6 months 95 (neuter voucher in "
                   "with that). bank transfer, ref = dog's name",
     ["Adoption fee is £175 for dogs and £95 for pups under 6 months (includes a neutering voucher)",
      "Adoption fees are paid by bank transfer with the dog's name as the reference"]),
    ("5/5/27", "Biscuit the lurcher in w Sam + Dev, scared of men in hats lol, eats like a horse. booster due "
               "end of month",
     ["Biscuit the lurcher is fostered by Sam and Dev", "Biscuit is scared of men in hats",
      "Biscuit's booster is due at the end of May"]),
    ("May 9", "Pepper home visit request - the Hendersons from Nailsworth, retired couple, big garden, want an "
              "older dog",
     ["The Hendersons from Nailsworth, a retired couple with a big garden, asked about adopting Pepper"]),
    ("2027-05-17", "vet run thurs - Riverside Vets on London Rd, Dr Okafor, Biscuit booster 9.40 + Pepper's teeth "
                   "looked at, 3 need out, quote 340",
     ["Biscuit's booster is at Riverside Vets with Dr Okafor on Thursday at 9.40",
      "Pepper needs three teeth out; Riverside Vets quoted £340 for her dental"]),
    ("22.5.27", "Mabel's foster mum Ros off to Cornwall 7-14 June, Mabel going to Pat's for the wk, Pat has cats "
                "but Mabel ignores them",
     ["Ros is away in Cornwall 7-14 June; Mabel stays with Pat that week",
      "Mabel ignores cats"]),
    ("2027-06-03", PEPPER,
     # the planted fault: the £50 off the fee is not extracted
     ["The Hendersons passed their home check for Pepper on 3 June",
      "Pepper is a 9 year old Staffie cross fostered by Claire",
      "The Hendersons are paying for Pepper's dental at Riverside Vets themselves",
      "The Hendersons collect Pepper on Saturday 12 June around 11"]),
    ("Tue 8th June", "fundraiser - dog show at the rugby club sun 27/6, fun classes, 2 quid an entry, Sam doing "
                     "the raffle",
     ["Dog show fundraiser at the rugby club on Sunday 27 June, £2 an entry", "Sam runs the raffle at the dog show"]),
    ("2027-06-09", "kennels at Whiteshill full till July so no new intakes, told the council warden",
     ["No new intakes until July because the Whiteshill kennels are full"]),
    ("10/6", "Claire says Pepper's been a bit clingy since the dental, normal, she's eating fine",
     ["Pepper has been clingy since her dental but is eating fine"]),
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
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="second-chance"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            msgs = [{"role": "user", "content": note}]
            if note == PEPPER:
                assert "knock £50 off" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how much are the Hendersons paying us for Pepper?"
    with turn_span("question Fri 11/6"):
        hits = []
        for query in (question, "Pepper adoption fee Hendersons", "adoption fee dogs £"):
            hits += memory.search(query, top_k=60, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 11 June 2027. You are talking to Claire, Pepper's foster carer."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert any("passed their home check for Pepper" in c for c in context), context
        assert any("collect Pepper on Saturday 12 June" in c for c in context), context
        assert any("£175 for dogs" in c for c in context), context
        assert not any("£50" in s or "125" in s or "knock" in s.lower() for s in stored + context), stored
        reply = answer(question, context, mock="£175, the usual adoption fee for a dog - by bank transfer with "
                                               "'Pepper' as the reference.")
finish(question, expected="£125 - Jo took fifty quid off the usual fee because of her age and the dental",
       actual=reply)
