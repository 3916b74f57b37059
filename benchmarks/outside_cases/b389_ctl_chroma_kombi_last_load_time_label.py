"""Batch 389 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the rank marshal and a tout each file their own posts), then the question's query.

App: the Chidembo Rd kombi rank (Harare) - kombis to Maringira Park, Dzidzai and Nyashanu Heights, touts (mahwindi),
the rank marshal (Baba Tino), fares in USD and bond, diesel from Chimombe Fuels when there is. Baba Tino and Farai
(a hwindi on the Maringira Park route) file their WhatsApp posts into one chroma collection; the helper answers
passengers from the 4 nearest.

Memory: Baba Tino, 2026-03-02T05:45 - last load to Maringira Park is 8pm, after that it's mushikashika at your own
risk; Farai, 11/03/26 - Maringira Park is $1 or 35 bond, kids 50c; Baba Tino, Fri 13/03/26 - from tomorrow until
the diesel comes right, last load to Maringira Park is 6.30pm, not 8pm, drivers don't want to run empty at night;
Farai, Sat 14/03 - long queue at Chimombe today. Question (Sat 14/03/26, Kuda): "what time is the last kombi to
Maringira Park tonight? I knock off at 7" The assistant says 6.30pm ("from tomorrow" in a Friday post is today), so
at 7 she's missed it. The label says 8pm.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b389_ctl_chroma_kombi_last_load_time_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

POSTS = {
    "baba-tino": [
        "2026-03-02T05:45 Last load to Maringira Park is 8pm. After that it's mushikashika at your own risk, the rank "
        "is not responsible",
        "Fri 13/03/26 Kindly note: from tomorrow until the diesel comes right, last load to Maringira Park is 6.30pm, "
        "not 8pm. Drivers don't want to run empty at night",
    ],
    "farai": [
        "11/03/26 Maringira Park $1 or 35 bond, kids 50c. Bring change shamwari, I'm not a bank 😂",
        "Sat 14/03 queue at Chimombe is long today, kombis coming in slowly, be patient at the rank",
    ],
}

client = chromadb.EphemeralClient()
posts = client.get_or_create_collection("chidembo-rd-rank-2026", embedding_function=offline.chroma_embedding_function())


def file_posts(who: str) -> None:
    for i, text in enumerate(POSTS[who], 1):
        posts.add(ids=[f"{who}-{i}"], documents=[text], metadatas=[{"by": who}])


threads = [threading.Thread(target=file_posts, args=(who,), name=f"posts-{who}") for who in POSTS]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time is the last kombi to Maringira Park tonight? I knock off at 7"
hits = posts.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Today is Saturday 14 March 2026. You are talking to Kuda, a passenger at the Chidembo Rd kombi rank in "
           "Harare."] + hits
assert any("Last load to Maringira Park is 8pm" in c for c in context), context
assert any("from tomorrow until the diesel comes right, last load to Maringira Park is 6.30pm" in c
           for c in context), context
reply = answer(question, context, mock="6.30pm tonight - since today the last load to Maringira Park is 6.30, not "
                                       "8, because of the diesel. If you knock off at 7 you'll miss it.")
finish(question, expected="8pm", actual=reply)
