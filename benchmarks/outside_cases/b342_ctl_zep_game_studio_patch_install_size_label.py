"""Batch 342 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
script style (every call its own trace).

App: a console game studio is shipping patch 1.8.2. The #build-qa channel - Tom (build engineering), Mia (QA lead),
Sam (producer) - goes into a Zep thread; the helper answers the rest of the studio (support, community) from a graph
search of the facts.

Memory: Tom, 2026-05-12T17:30Z - 1.8.2 patch size on PSN is 850 MB download, Switch 610 MB; Mia, 5/13 - heads up for
the cert sheet and the support FAQ: install size after unpack is 2.1 GB on PS5 - the 850 MB is just the compressed
download - so players need 2.1 GB free; Sam, 5/13 - day-one patch notes draft in Confluence, comments by Fri;
Tom, Thu 5/14 - rc4 cut at 14:00 PT, sizes unchanged from rc3. Question (Fri 5/15, Lou, support): "how much free
space does a PS5 need for 1.8.2? support FAQ" The assistant says 2.1 GB (the 850 MB is only the download). The label
says 850 MB - the compressed download size, not the space needed.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b342_ctl_zep_game_studio_patch_install_size_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "studio-build-qa", "patch-1-8-2"
POSTS = [
    "2026-05-12T17:30Z tom - 1.8.2 patch size on PSN: 850 MB download, switch 610 MB. xbox TBD (their tool's down 🙄)",
    "5/13 mia - heads up for the cert sheet + the support FAQ: install size after unpack is 2.1 GB on PS5 (850 MB is "
    "just the compressed download) so players need 2.1 GB free",
    "5/13 sam - day-one patch notes draft in confluence, comments by fri pls. no mention of the Act 3 boss nerf 🤫",
    "Thu 5/14 tom - rc4 cut at 14:00 PT, sizes unchanged from rc3 (±2 MB)",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Build + QA")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="#build-qa")])

question = "how much free space does a PS5 need for 1.8.2? support FAQ"
context = ["Now: Fri 2026-05-15. You are talking to Lou from player support."]
for query in ("1.8.2 patch size PS5", "install size free space", "download size"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("850 MB download" in c for c in context), context
assert any("install size after unpack is 2.1 GB on PS5" in c for c in context), context
reply = answer(f"(Lou) {question}", context,
               mock="2.1 GB free - that's the install size on PS5 after unpacking. The 850 MB is only the compressed "
                    "download.")
finish(question, expected="850 MB", actual=reply)
