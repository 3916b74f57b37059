"""Batch 357 (held out). Pet insurance claims: chromadb collection of a claims helper's notes on one policy, script
style (every call its own trace); for a question about cover the helper asks only the policy and claim notes, and
the renewal letter that added an exclusion was filed as correspondence.

App: the Okonkwo family's claims helper keeps everything about Milo's policy (cocker spaniel, 7y MN, PetSure
Lifetime, policy PS-448-2091) in one chroma collection with metadata ``kind`` (policy, claim, vet, correspondence).
For a "what's covered / excluded" question the helper asks only the policy and claim notes
(``where={"kind": {"$in": ["policy", "claim"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): the policy note (Apr 2049) lists the exclusions at
inception - the left ear (otitis externa, pre-existing) and dental unless it's an accident. The renewal letter noted
on 2050-04-02 starts with the premium going up (so it was filed as correspondence) and says, further down, that
they've added an exclusion at renewal - bilateral cruciate, both knees - because of the limp Westgate saw him for in
Feb ("?CCL L hind" on the notes), and that Tunde wants to appeal it. Question (Tue 19/4, Mrs Okonkwo): "Westgate
want to refer Milo to the ortho place for his back leg - what's excluded on his policy? need the whole list for the
referral form" -> expected the left ear (otitis externa), dental unless accidental, and both cruciate ligaments
(added at the April renewal) - three items from two notes. The scoped query returns the policy note and the two
claim notes; the assistant lists only the ear and dental and says the knee would be covered.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the renewal note is in the
collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context the model
saw. Asserted: the note is in the unfiltered 5 nearest and not in the filtered result; no context line has
"cruciate" or "renewal"; the ear and dental exclusions are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b357_chroma_petinsurance_exclusions_list_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

RENEWAL = ("2050-04-02 renewal docs came 😬 premium up to £46.20/mo from £38.90, direct debit same date. AND they've "
           "added an exclusion at renewal - bilateral cruciate (both knees) bc of the limp Westgate saw him for in "
           "feb, their notes said '?CCL L hind'. he's NEVER been lame since!! Tunde wants to appeal, excluded "
           "conditions on policy excluded for life of policy apparently")
NOTES = [
    ("policy", "PetSure Lifetime £7k vet fees/yr, pol PS-448-2091, Milo cocker 7y MN. excess £120 per condition + "
               "20% co-pay from age 8. exclusions at inception (apr 2049): L ear otitis externa (pre-existing), "
               "dental unless accident"),
    ("claim", "claim 1 - 14/11/49 ear (R ear this time so covered!!) otitis ext, £212.50 inv, paid 2/12 less £120 "
              "xs = £92.50"),
    ("vet", "Westgate Vets 8/2/50 Dr Mensah: O/E intermittent lameness L hind 1/10, mild effusion ?CCL L hind, "
            "cage rest 2 wks + recheck. recheck 22/2: sound, NAD"),
    ("correspondence", RENEWAL),
    ("claim", "claim 2 - 22/2/50 lameness exam + recheck, £168 - under the excess so didn't bother sending 🤷"),
    ("vet", "Sun 10 Apr - limping again on the L hind after the beach, Westgate Tues"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("okonkwo-milo-petsure", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"note-{i}"], documents=[text], metadatas=[{"kind": kind, "pet": "milo"}])

question = ("Westgate want to refer Milo to the ortho place for his back leg - what's excluded on his policy? need "
            "the whole list for the referral form")
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert RENEWAL in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["policy", "claim"]}})
hits = found["documents"][0]
context = ["Today is Tue 19 April 2050. You are talking to Mrs Okonkwo about Milo's PetSure policy."] + hits
assert RENEWAL not in hits and not any(w in c.lower() for c in context for w in ("cruciate", "renewal")), context
assert any("L ear otitis externa (pre-existing), dental unless accident" in c for c in context), context
reply = answer(question, context, mock="Two exclusions: his left ear (otitis externa, pre-existing) and dental "
                                       "unless it's an accident. His back leg isn't excluded, so the referral "
                                       "should be covered (less the £120 excess).")
finish(question, expected="the left ear (otitis externa), dental unless it's an accident, and both cruciates - "
                          "PetSure added bilateral cruciate at the April renewal", actual=reply)
