"""Batch 155 (held out). A village hall's quiz and chips night: chromadb collection, script style (each call its own
trace); the helper's search keeps only its top 3 notes.

App: Norland Village Hall's quiz and chips night (Fri 20th March 2037, 7.30 start, teams of six, £3 a head, fish and
chips from the Golden Fry at half time). Sandra, Keith (the hall treasurer) and Jan keep the committee's notes in one
chroma collection (a ``kind`` in the metadata: teams, chips, prizes, money, hall) and the helper answers people with
``collection.query(query_texts=[question], n_results=3)``.

Planted fault (RetrievalError, cut off by top-k): Sandra's chips note (Sat 7/3) has 30 fish and chips at £7 and 12
sausage and chips at £5 from the Golden Fry, ready for half time. Keith's note of 11.3. (filed under money) gives the
raffle float (£30 from the tin) and the hall hire (£45, paid) and says, between them, that the Golden Fry want the 8
veggie ones adding on - cheese and onion pasty and chips at £5.50 - that Sandra forgot off her list. For the question
the collection ranks Keith's note below the top 3, so n_results=3 leaves it out. Question (Thu 19/3, Dave, who is
picking the chips up in his van): "how much is the chippy going to be altogether? need to get the cash out tmrw for
when i pick up" -> expected £314 (£210 + £60 + £44 for the veggie ones). The assistant says £270.

Expected verdict: RetrievalError at chroma's query with n_results=3 (wrapped in fault()): Keith's note is in the
collection and the same query with n_results=7 returns it, but the search the app made cut it off. Asserted: the
wider query returns it and the app's does not; the chips order (30 at £7, 12 at £5) is in the context.
"""
from __future__ import annotations

import chromadb

from common import answer, fault, finish, setup

setup("b155_chroma_quiz_chippy_total_topk", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

KEITH = ("11.3. Keith - raffle float £30 from the tin. the Golden Fry want the 8 veggie ones adding on (cheese + onion "
         "pasty + chips, £5.50 each), Sandra forgot them off her list. hall hire £45 paid, receipt in the tin")
NOTES = [
    ({"kind": "teams"}, "Weds 4 Mar Sandra - QUIZ + CHIPS fri 20th, 7.30 start. 9 teams so far (max 12, 6 a team), "
                        "£3 a head on the door"),
    ({"kind": "chips"}, "Sat 7/3 Sandra - chippy order for the Golden Fry: fish + chips x 30 @ £7, sausage + chips x "
                        "12 @ £5. ready for half time 8.45ish, Dave's picking up in his van"),
    ({"kind": "prizes"}, "14/3 Jan - prizes: 1st a meat hamper off Wilkinson's, 2nd 6 bottles of wine, booby prize "
                         "the wooden spoon (an actual spoon lol)"),
    ({"kind": "money"}, KEITH),
    ({"kind": "hall"}, "16th mar Keith - hall booked 6-11, tables out by 7, urn on for teas. caretaker wants the bins "
                       "doing before we go this time"),
    ({"kind": "chips"}, "Tue 17th Sandra - salt + vinegar, ketchup sachets + wooden forks from the cash and carry, "
                        "they're in the hall kitchen. plates from the cupboard"),
    ({"kind": "teams"}, "2037-03-18T21:40 Jan - 11 teams now, the cricket club lot + the yoga ladies. 66 heads, "
                        "pens + answer sheets printed"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("norland-quiz-night", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"n{i:02d}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[m for m, _ in NOTES])

question = "how much is the chippy going to be altogether? need to get the cash out tmrw for when i pick up"
wide = notes.query(query_texts=[question], n_results=len(NOTES))["documents"][0]
assert KEITH in wide, wide
with fault():
    hits = notes.query(query_texts=[question], n_results=3)["documents"][0]
context = ["Today is Thu 19 March 2037. You are talking to Dave, who is picking up the fish and chips for Norland "
           "Village Hall's quiz night on Fri 20 March."] + hits
assert KEITH not in context and not any("veggie" in c or "pasty" in c for c in context), (context, wide)
assert any("fish + chips x 30 @ £7, sausage + chips x 12 @ £5" in c for c in context), (context, wide)
reply = answer(question, context, mock="£270 - 30 fish and chips at £7 (£210) plus 12 sausage and chips at £5 (£60).")
finish(question, expected="£314 - £210 fish, £60 sausage, plus the 8 veggie pasty and chips at £5.50 (£44)",
       actual=reply)
