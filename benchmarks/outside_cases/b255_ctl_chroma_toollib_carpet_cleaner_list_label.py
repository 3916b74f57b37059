"""Batch 255 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection of the volunteers'
notes, script style (every call its own trace).

App: the Todmorden Tool Shed is a volunteer-run tool library in the old fire station - carpet cleaners, steamers,
drills, a cement mixer - open Saturday mornings. The volunteers (Sunita, Deb, Ray) and the committee file notes into
one chroma collection; the helper answers members' questions from the 5 nearest.

Memory: Sunita, 2051-01-20T19:00 - "how to borrow" for the leaflet: bring your membership card and a £10 cash
deposit for anything with a plug, you get it back when the thing comes back; Deb, Sat 1st Feb - the carpet cleaner's
had a new brush bar; committee, Weds 26/2 - deposits scrapped from 1st March, too much faff with the cash tin, just
the card now, plus photo ID if it's your first loan; Ray, 3/3 - we've run out of carpet shampoo, bring your own (Vax
or any non-foaming one); Deb, Sat 8/3 - strimmer line restocked. Question (Thu 13/3, Kerry, new member): "what do I
need to bring to borrow the carpet cleaner on sat? first time using you lot" The assistant says her membership
card, photo ID as it's her first loan, and her own non-foaming carpet shampoo - no deposit since March. The label
says her membership card and a £10 cash deposit.
"""
from __future__ import annotations

import chromadb

from common import answer, finish, setup

setup("b255_ctl_chroma_toollib_carpet_cleaner_list_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

NOTES = [
    ("sunita", "2051-01-20T19:00 HOW TO BORROW (for the leaflet): bring ur membership card + a £10 cash deposit for "
               "anything with a plug, u get it back when the thing comes back. max 1 wk"),
    ("deb", "Sat 1st Feb - carpet cleaner's had a new brush bar fitted, works a treat now 👍 steamer still leaks a "
            "bit from the hose"),
    ("committee", "Weds 26/2 committee - deposits scrapped from 1st March 🎉 too much faff with the cash tin. just "
                  "the card now, + photo ID if it's ur first loan"),
    ("ray", "3/3 we've run out of the carpet shampoo, pls bring ur own (Vax or any non foaming one) till the grant "
            "comes thru"),
    ("deb", "Sat 8/3 strimmer line restocked, 2 new extension leads donated by the Co-op"),
]

client = chromadb.EphemeralClient()
notes = client.get_or_create_collection("todmorden-tool-shed", embedding_function=offline.chroma_embedding_function())
notes.add(ids=[f"note-{i}" for i in range(1, len(NOTES) + 1)], documents=[t for _, t in NOTES],
          metadatas=[{"by": who} for who, _ in NOTES])

question = "what do I need to bring to borrow the carpet cleaner on sat? first time using you lot"
hits = notes.query(query_texts=[question], n_results=5)["documents"][0]
context = ["Today is Thu 13 March 2051. You are talking to Kerry, who has just joined the Todmorden Tool Shed."] + hits
assert any("membership card + a £10 cash deposit" in c for c in context), context
assert any("deposits scrapped from 1st March" in c and "photo ID if it's ur first loan" in c for c in context), context
assert any("bring ur own (Vax or any non foaming one)" in c for c in context), context
reply = answer(question, context, mock="Your membership card, photo ID (as it's your first loan) and your own carpet "
                                       "shampoo - Vax or any non-foaming one, they've run out. No deposit since "
                                       "March.")
finish(question, expected="your membership card and a £10 cash deposit", actual=reply)
