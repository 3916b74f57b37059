"""Batch 338 (held out), CONTROL: nothing planted; the label is wrong. chromadb collection, two writers in threads
(the bride and the groom each sync their own side of the chat), then the question's query.

App: Lena and Rafael are getting married on 14 October 2023 on a cliff-top terrace in Lagos, in the Algarve, with 60
guests flying in. Their wedding assistant keeps both of their messages (from the couple's group chat with it) in
one chroma collection, one document per message with the message's own timestamp at its head and metadata
``speaker`` and ``date_time``; it answers guests' and vendors' questions from the 4 nearest.

Memory: Lena, 8:30 pm on 14 January, 2023 - Rafa's uncle Joaquim said YES to officiating, he cried on the phone, he
married Rafa's parents too; Lena, 6:00 pm on 20 February, 2023 - the florist in Lagos sent mockups, a bougainvillea
arch; Rafael, 9:10 am on 2 March, 2023 - bad news from Porto, Tio Joaquim's hip surgery got moved up and his doctor
says no flying until after the summer, so he can't officiate, he's heartbroken; Rafa's best friend Duarte got
ordained online last night and will do it, and Joaquim will record a blessing to play at the ceremony; Rafael, 11:00
am on 10 March, 2023 - booked a boat trip to the Ponta da Piedade grottoes for the day after, 30 guests. Question
(4:00 pm on 3 April, 2023, the photographer): "Who's officiating Lena and Rafael's ceremony? I want to get a few
shots with them before it starts" The assistant says Duarte, Rafael's best friend (ordained online), since Uncle
Joaquim can't fly after his hip surgery and is sending a recorded blessing. The label says Uncle Joaquim.
"""
from __future__ import annotations

import threading

import chromadb

from common import answer, finish, setup

setup("b338_ctl_chroma_portugal_wedding_officiant_who_label", ["chromadb", "litellm"])

from memtrace_otel import offline  # noqa: E402

MESSAGES = {
    "Lena": [
        ("8:30 pm on 14 January, 2023",
         "[8:30 pm on 14 January, 2023] Lena: Rafa's uncle Joaquim said YES to officiating!!! He cried on the phone, "
         "then I cried, then Rafa pretended he wasn't crying. He married Rafa's parents too, so it feels so right."),
        ("6:00 pm on 20 February, 2023",
         "[6:00 pm on 20 February, 2023] Lena: The florist in Lagos sent mockups and I'm obsessed - a bougainvillea "
         "arch right at the cliff edge, white and magenta. Mom says it's 'a lot'. It IS a lot. Perfect."),
    ],
    "Rafael": [
        ("9:10 am on 2 March, 2023",
         "[9:10 am on 2 March, 2023] Rafael: Bad news from Porto. Tio Joaquim's hip surgery got moved up and his "
         "doctor says no flying until after the summer, so he can't officiate. He's heartbroken, so am I honestly. My "
         "best friend Duarte got ordained online last night (lol) and he'll do it - and Joaquim is going to record a "
         "blessing for us to play at the ceremony."),
        ("11:00 am on 10 March, 2023",
         "[11:00 am on 10 March, 2023] Rafael: Booked a boat trip to the Ponta da Piedade grottoes for the day after "
         "the wedding, 30 guests. Told everyone to bring seasickness pills just in case."),
    ],
}

client = chromadb.EphemeralClient()
chat = client.get_or_create_collection("lena-rafael-wedding-2023",
                                       embedding_function=offline.chroma_embedding_function())


def sync_side(speaker: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[speaker], 1):
        chat.add(ids=[f"{speaker.lower()}-{i}"], documents=[text], metadatas=[{"speaker": speaker, "date_time": when}])


threads = [threading.Thread(target=sync_side, args=(who,), name=f"sync-{who.lower()}") for who in MESSAGES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "Who's officiating Lena and Rafael's ceremony? I want to get a few shots with them before it starts"
hits = chat.query(query_texts=[question], n_results=4)["documents"][0]
context = ["Current time: 4:00 pm on 3 April, 2023. You are talking to the photographer for Lena and Rafael's wedding "
           "(14 October 2023, Lagos, Portugal)."] + hits
assert any("Rafa's uncle Joaquim said YES to officiating" in c for c in context), context
assert any("so he can't officiate" in c and "Duarte got ordained online" in c for c in context), context
reply = answer(question, context,
               mock="Duarte, Rafael's best friend - he got ordained online. Uncle Joaquim was going to, but after his "
                    "hip surgery he can't fly, so he's sending a recorded blessing instead.")
finish(question, expected="Uncle Joaquim, Rafael's uncle", actual=reply)
