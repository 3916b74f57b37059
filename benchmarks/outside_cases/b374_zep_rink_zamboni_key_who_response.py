"""Batch 374 (held out). A community hockey rink's staff chat: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has who's holding the Zamboni room key this weekend in its facts
and names the usual keyholder.

App: Harlow Creek Community Arena's staff and volunteers - Gord Lavallee (the ice tech), Rhonda Pelletier (p.m.
floods and the canteen), Denise Gagnon (bookings) - put the arena chat into a Zep thread; the helper answers the
minor hockey convenors from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Gord's 2026-01-05 post - the Zamboni room
key is him and Rhonda only, text him the night before if you need in early; Denise's Jan. 21 post - the Timbits
jamboree Sun. Feb. 1, 08:00-12:00, 4 teams, canteen opens 07:30; Gord's Tue. Jan. 27 post - he's at his sister's
in Wapiti Lake Sat + Sun, left the Zamboni room key with Rhonda Pelletier at the canteen, she's doing the a.m.
floods Sun; and Rhonda's Jan. 28 post - got the key, in by 07:00 Sun. Question (Sat. Jan. 31, Kevin, the Timbits
convenor): "who's got the Zamboni room key tmrw morning? need the pylons + the bench dividers out of there by 7:30"
-> expected Rhonda Pelletier (at the canteen, in by 7; Gord's away). The model says Gord - text him tonight.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say Gord's away and the key is with Rhonda for Sunday, and the model named Gord. Asserted: the context has
Gord's key-with-Rhonda post and Rhonda's got-the-key post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b374_zep_rink_zamboni_key_who_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "harlow-creek-arena", "arena-staff-2026"
POSTS = [
    "2026-01-05 Gord - Zamboni room key: me + Rhonda only, nobody else pls. if ur doing anything early text me the "
    "night before + I'll come let u in",
    "Jan. 21 Denise - Timbits jamboree Sun. Feb. 1, 08:00-12:00, 4 teams, half ice w/ the dividers. canteen opens "
    "07:30",
    "Tue. Jan. 27 Gord - heads up I'm at my sister's in Wapiti Lake Sat + Sun 🚗 left the Zamboni room key w/ Rhonda "
    "Pelletier at the canteen, she's doing the a.m. floods Sun",
    "Jan. 28 Rhonda - yup got the key 🔑 I'll be in by 07:00 Sun, someone pls bring me a double-double",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Harlow Creek Arena")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="arena chat")])

question = "who's got the Zamboni room key tmrw morning? need the pylons + the bench dividers out of there by 7:30"
context = ["Today is Sat. Jan. 31, 2026. You are talking to Kevin, the Timbits convenor for Harlow Creek Minor Hockey "
           "(jamboree Sun. Feb. 1 at Harlow Creek Community Arena)."]
for query in ("Zamboni room key", "who has the key Sunday", "Timbits jamboree Sunday morning"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("left the Zamboni room key w/ Rhonda" in c for c in context), context
assert any("yup got the key" in c and "in by 07:00 Sun" in c for c in context), context
with fault():
    reply = answer(f"(Kevin) {question}", context,
                   mock="Gord's got it - the key's just him and Rhonda. Text Gord tonight and he'll come let you in "
                        "early.")
finish(question, expected="Rhonda Pelletier - Gord's away, he left the key with her at the canteen, she's in by 7",
       actual=reply)
