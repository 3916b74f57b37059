"""Batch 134 (held out). A darts league's shared log: chromadb collection written by two writers in threads (the Red
Lion A captain and the league secretary), then the captain's question searched within his own team's notes.

App: the Dearne Valley Tuesday darts league keeps one chroma collection for the teams' notes (fixtures, team sheets,
lifts) and the league secretary's notices, each entry with a ``team`` (``league`` for the secretary's). When a
captain asks something the helper searches only that team's notes, so the other nine teams' chatter stays out.

Planted fault (RetrievalError, filtered by scope): Red Lion A's fixture note has tue 14th away at the Crown (Hoyland),
8pm. Sandra, the league sec, posted on 2037-04-10 that the Crown's had a flood in the back room - the board's off the
wall - so Crown v Red Lion A on the 14th is being played at the Legion club on Market St, same time, the Crown still
the home side - with the subs (£30 a team by the end of the month) and the no-trainers rule for the cup final in the
same notice. Her notice is filed under ``team=league``, so the search scoped to Red Lion A leaves it out. Question
(Mon 13/4, Gaz, Red Lion A captain): "where we playing the crown tmrw? need to tell dean where to drive" -> expected
the Legion club on Market St (the Crown's back room flooded). The assistant says the Crown at Hoyland.

Expected verdict: RetrievalError at the scoped chroma query (wrapped in fault()): Sandra's notice is in the
collection and the same search without the scope finds it, but the search the app made could not return it.
Asserted: the unscoped search returns it and the scoped one does not; the fixture line (away at the Crown) is in the
context.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, fault, finish, setup

setup("b134_chroma_darts_crown_venue_scoped", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

SANDRA = ("2037-04-10T18:20 Sandra (league sec) - the Crown's had a flood in the back room, board's come off the "
          "wall. so tue 14th Crown v Red Lion A is being played at the Legion club, Market St instead, same time, "
          "Crown still home side. subs £30 a team by end of month pls, and NO trainers at the cup final")
ENTRIES = {
    "gaz": [
        ("Red Lion A", "FIXTURES Red Lion A - tue 7th home v Bell B, tue 14th away @ the Crown (Hoyland) 8pm, tue "
                       "21st home v Miners Welfare. 6 singles + 3 pairs as per"),
        ("Red Lion A", "team for tue 14th: me, Big Al, Shaz, Dean, Mo, Kev. Shaz on the chalk, Dean driving (4 "
                       "seats) leaving the Lion 7.15"),
        ("Red Lion A", "beat the Bell 6-3 on the 7th, Mo hit a 140 + a 96 checkout. Kev owes the kitty £4"),
    ],
    "sandra": [
        ("league", "2037-04-02T09:00 Sandra (league sec) - cup draw done, semis w/c 27th, venues tbc. results to me "
                   "by weds noon pls not thurs"),
        ("league", SANDRA),
        ("Bell B", "Bell B - Trev's stepped down as capt, Linda's doing it now, her number's on the league sheet"),
    ],
}

client = chromadb.EphemeralClient()
log = client.get_or_create_collection("dearne-darts", embedding_function=offline.chroma_embedding_function())


def writer(who: str) -> None:
    for i, (team, text) in enumerate(ENTRIES[who], 1):
        log.add(ids=[f"{who}-{i:02d}"], documents=[text], metadatas=[{"team": team, "by": who}])


threads = [threading.Thread(target=writer, args=(who,), name=f"writer-{who}") for who in ENTRIES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "where we playing the crown tmrw? need to tell dean where to drive"
words = "Crown away tue 14th venue where playing Red Lion A"
wide = log.query(query_texts=[words], n_results=4)["documents"][0]
assert SANDRA in wide, wide
with fault():
    hits = log.query(query_texts=[words], n_results=4, where={"team": "Red Lion A"})["documents"][0]
context = ["Today is Mon 13 April 2037. You are talking to Gaz, captain of Red Lion A in the Dearne Valley darts "
           "league."] + hits
assert SANDRA not in context and not any("Legion" in c for c in context), context
assert any("tue 14th away @ the Crown (Hoyland) 8pm" in c for c in context), context
reply = answer(question, context, mock="Away at the Crown in Hoyland, 8pm - Dean's leaving the Lion at 7.15.")
finish(question, expected="the Legion club on Market St - the Crown's back room flooded, same time (8pm)",
       actual=reply)
