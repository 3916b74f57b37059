"""Batch 367 (held out). A cultural society's food fair: chromadb collection of the e-board's Discord messages,
script style (every call its own trace); for a "how much" question the helper asks only the budget and logistics
messages, and the message with the new permit price was filed under the menu.

App: the Filipino American Student Association (FASA) at Westbrook run their food fair, "Kain Na!", on the quad on
Sat 4/15/2051 - pork lumpia, chicken adobo with rice, turon, $2 a plate or 3 for $5. Bea (the treasurer) has the
e-board's #food-fair messages filed into one chroma collection with metadata ``kind`` (budget, logistics, menu,
volunteers, promo); for a "how much" question the helper asks only the budget and logistics messages
(``where={"kind": {"$in": ["budget", "logistics"]}}``, the 3 nearest).

Planted fault (RetrievalError, filtered out by the scope): Bea's message of 2051-03-20T19:05 has the EHS temp food
permit at $75 and the tent from campus rec at $120, both to go on the SOFC funding request due Fri 4/7. Migs's
message of Mon 3/27 starts with "menu locked!!" (so it was filed as menu) and says, in passing, that EHS emailed
back - since they're frying on site it's the $110 "hot food" permit, not the $75 one. Question (Weds 4/5, Bea):
"how much do i put on the SOFC request for the permit + the tent? it's due fri" -> expected $230 ($110 + $120). The
scoped query returns the budget, tent and ticket-price messages; the assistant says $195.

Expected verdict: RetrievalError at chroma's query (the scoped query, wrapped in fault()): the Mon 3/27 message is
in the collection and among the question's 5 nearest with no filter, but the kind filter kept it from the context
the model saw. Asserted: the message is in the unfiltered 5 nearest and not in the filtered result; no context line
has $110 or "hot food"; the $75 permit and the $120 tent are in.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b367_chroma_food_fair_sofc_request_sum_scope", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

PERMIT = ("Mon 3/27 @migs: menu locked!! 🇵🇭 pork lumpia (400 pcs), chicken adobo w/ rice, turon 🍌 for dessert. "
          "tita rosa's lending us the big wok. oh and EHS emailed back abt the permit - since we're frying on site "
          "it's the $110 'hot food' permit not the $75 one 🙃 ugh")
NOTES = [
    ("budget", "2051-03-20T19:05 @bea: budget for kain na!! EHS temp food permit $75, tent from campus rec $120. both "
               "go on the SOFC request, due fri 4/7 at 5pm, i'll submit it"),
    ("logistics", "3/22 @bea: tent's reserved w/ campus rec 🎪 10x20 w/ 2 folding tables, $120 paid on the club "
                  "card. pickup fri 4/14 at 4 from the rec center loading dock, need 4 ppl to carry"),
    ("menu", PERMIT),
    ("volunteers", "3/29 @migs: shift sheet's up, 2 hr shifts 10-6, @everyone sign up pls!! lumpia rolling party "
                   "thurs 4/13 at tita rosa's, 7pm"),
    ("promo", "3/30 @jas: flyers up in the union + all the dorms, IG post goes out mon 👀"),
    ("budget", "4/2 @bea: prices - $2 a plate or 3 for $5, venmo @fasa-wbu or cash. float's $40 in small bills"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("fasa-kain-na-2051", embedding_function=offline.chroma_embedding_function())
for i, (kind, text) in enumerate(NOTES, 1):
    notes.add(ids=[f"msg-{i}"], documents=[text], metadatas=[{"kind": kind, "channel": "#food-fair"}])

question = "how much do i put on the SOFC request for the permit + the tent? it's due fri"
wider = notes.query(query_texts=[question], n_results=5)["documents"][0]
assert PERMIT in wider, wider
with fault():
    found = notes.query(query_texts=[question], n_results=3, where={"kind": {"$in": ["budget", "logistics"]}})
hits = found["documents"][0]
context = ["Today is Weds 5 April 2051. You are talking to Bea, treasurer of FASA at Westbrook (food fair Kain Na! "
           "Sat 4/15)."] + hits
assert PERMIT not in hits and not any(w in c.lower() for c in context for w in ("$110", "110", "hot food")), context
assert any("EHS temp food permit $75" in c for c in context), context
assert any("tent from campus rec $120" in c for c in context), context
reply = answer(question, context, mock="$195 - the EHS permit's $75 and the campus rec tent's $120.")
finish(question, expected="$230 - the permit's the $110 hot food one (they're frying on site) + $120 for the tent",
       actual=reply)
