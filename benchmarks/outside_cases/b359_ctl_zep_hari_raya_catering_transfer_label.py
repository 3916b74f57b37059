"""Batch 359 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: the Kamarudin family (some in Singapore, some in Malaysia) go back to Nenek's kampung house in Merlimau,
Melaka, on the second day of Hari Raya 2051 - catering from Mak Cik Som, baju raya in one colour, pelita at night.
Kak Yati and Abang Din put the family chat into a Zep thread; the helper answers from a graph search of the facts.

Memory: Kak Yati, 2051-06-20T21:00 - raya 2nd day at Nenek's Merlimau, catering from Mak Cik Som (rendang, lemang,
ketupat, kuah kacang), each family chip in S$150, transfer to Abang Din; Abang Din, 2051-06-21T08:15 - eh Kak Yati
typo ah, not S$150 - RM150 per family, Mak Cik Som quote in ringgit, RM1,200 for 8 families, S$150 is like triple
liao 😂 SG side transfer the RM amount to his Maybank or pass him cash at Nenek's; Adik, 2051-06-22 - baju raya theme
dusty pink; Abang Din, 2051-06-25 - bring the pelita and the long extension cord. Question (Nurul, in Singapore):
"how much I need to transfer for the raya catering ah? S$ or RM?" The assistant says RM150 for the family, to Abang
Din's Maybank (or cash at Nenek's) - not S$150. The label says S$150, the amount as first typed, a currency mix-up
Abang Din corrected.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b359_ctl_zep_hari_raya_catering_transfer_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "kamarudin-family", "raya-merlimau-2051"
POSTS = [
    "2051-06-20T21:00 Kak Yati - raya 2nd day at Nenek's Merlimau as usual 🌙 catering from Mak Cik Som - rendang, "
    "lemang, ketupat, kuah kacang. each family chip in S$150 for the catering, transfer to Abang Din ya",
    "2051-06-21T08:15 Abang Din - eh Kak Yati typo ah 😂 not S$150, RM150 per family. Mak Cik Som quote in ringgit, "
    "RM1,200 for 8 families. S$150 is like triple liao. SG side just transfer the RM amount to my Maybank or pass me "
    "cash at Nenek's",
    "2051-06-22 Adik - baju raya theme this yr dusty pink!! no excuse, can buy at Geylang or Jalan TAR",
    "2051-06-25 Abang Din - who going back early pls bring the pelita + the long extension cord, Nenek's one spoil",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Kamarudin family")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="family chat")])

question = "how much I need to transfer for the raya catering ah? S$ or RM?"
context = ["You are talking to Nurul (in Singapore), one of the 8 families in the Kamarudin family chat, before Hari "
           "Raya 2051."]
for query in ("raya catering contribution per family", "transfer to Abang Din", "Mak Cik Som catering ringgit"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("each family chip in S$150" in c for c in context), context
assert any("not S$150, RM150 per family" in c for c in context), context
reply = answer(f"(Nurul) {question}", context,
               mock="RM150 for your family - Abang Din said the S$150 was a typo, Mak Cik Som quotes in ringgit. "
                    "Transfer the RM150 to his Maybank or pass him cash at Nenek's.")
finish(question, expected="S$150", actual=reply)
