"""Batch 367 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the event chair's and the food lead's Discord messages are filed by their own threads), then the question's query.

App: the Caribbean Students Association (CSA) at Westbrook run "Taste of the Islands", their food fair in the union
courtyard, on Sat 3/25/2051. Keisha (the event chair) and Andre (the food lead) post in the e-board's
#taste-of-the-islands channel and a bot files each message into one chroma collection; the helper answers members'
questions from the 5 nearest.

Memory: Keisha, 2051-03-14T20:00 - the menu: jerk chicken, doubles and sorrel to drink, $3 a plate or 2 for $5;
Andre, 3/16 - "nvm on the sorrel", dining services said no drinks we make ourselves, only sealed bottles, so bottled
Ting instead; Andre, 3/18 - adding festival (the fried dumplings) because Ms. J offered to fry them at her place and
bring them hot; Keisha, 3/20 - the volunteer sheet is up, shifts 11-5. Question (Weds 3/22, a freshman member):
"what are we selling at the food fair sat? tryna hype it to my floor" The assistant says jerk chicken, doubles and
festival, with bottled Ting to drink. The label says jerk chicken, doubles and sorrel - the first menu, before the
sorrel was scratched.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b367_ctl_chroma_food_fair_menu_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = {
    "keisha": [
        "2051-03-14T20:00 @keisha: taste of the islands menu 🌴🇯🇲🇹🇹 jerk chicken, doubles + sorrel to drink. $3 a "
        "plate or 2 for $5, venmo @csa-wbu or cash",
        "3/20 @keisha: volunteer sheet's up!! shifts 11-5, need ppl on the grill + the register esp 12-2 🙏",
    ],
    "andre": [
        "3/16 @andre: nvm on the sorrel 😒 dining services said no drinks we make ourselves, only sealed bottles. "
        "we're doing bottled Ting instead",
        "3/18 @andre: adding festival to the menu (the fried dumplings) bc Ms. J offered to fry them at her place + "
        "bring them hot 🙌",
    ],
}

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("csa-taste-of-the-islands-2051",
                                        embedding_function=offline.chroma_embedding_function())


def file_notes(who: str) -> None:
    for i, text in enumerate(NOTES[who], 1):
        notes.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_notes, args=(who,), name=f"msgs-{who}") for who in NOTES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what are we selling at the food fair sat? tryna hype it to my floor"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Weds 22 March 2051. You are talking to a freshman member of the Caribbean Students Association "
           "at Westbrook (Taste of the Islands, Sat 3/25)."] + hits
assert any("jerk chicken, doubles + sorrel to drink" in c for c in context), context
assert any("nvm on the sorrel" in c for c in context), context
assert any("adding festival to the menu" in c for c in context), context
reply = answer(question, context, mock="Jerk chicken, doubles and festival (fried dumplings Ms. J's frying fresh), "
                                       "with bottled Ting to drink - $3 a plate or 2 for $5.")
finish(question, expected="jerk chicken, doubles and sorrel", actual=reply)
