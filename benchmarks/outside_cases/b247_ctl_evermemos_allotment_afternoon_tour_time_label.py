"""Batch 247 (held out), CONTROL: nothing planted; the label is wrong. EverMemOS sync client (offline stand-in), two
writers in threads (each organiser's messages posted from their own thread), then the question's search.

App: Fairfield Road Allotments hold their open day on Sun 20th July 2051 - stalls, teas in the hut, guided tours of
the plots, a scarecrow competition judged in the afternoon. The organisers' group chat goes into EverMemOS - Frank
(the chairman, who's done the tours for years) and Sandra (the show secretary) - and the helper answers members'
and visitors' questions.

Memory: Frank, 2051-05-14T20:10 - tours of the plots at 12 and 2 from the gate, about 40 mins, he'll do both as
usual; Sandra, 2051-06-30T18:05 - scarecrow judging 1.30 till 2ish, her and the Vicar; Frank, 2051-07-08T09:30 -
his hip's playing up, so he'll do the 12 o'clock one only and Sandra's said she'll take the afternoon one, but she
wants to start it at half 2 because she's judging the scarecrows first - "so it's 12 + half 2 now"; Sandra,
2051-07-12T21:00 - scarecrows in, 14 of them. Question (Tue 15/7, Lorraine on plot 31): "what time's the afternoon
tour? my mum wants to come on it but she can't do the morning" The assistant says half 2 (2.30), with Sandra, from
the gate. The label says 2pm.
"""
from __future__ import annotations

import threading

from common import answer, finish, setup

setup("b247_ctl_evermemos_allotment_afternoon_tour_time_label", ["evermemos", "litellm"])

from b3_support import evermemos_client, fake_evermemos  # noqa: E402

GROUP = "fairfield-road-allotments-open-day-2051"
MESSAGES = {
    "frank": [("2051-05-14T20:10:00Z", "OPEN DAY sun 20th july 🌻 tours of the plots at 12 + 2 from the gate, about "
                                       "40 mins, I'll do both as usual. wellies if it's wet"),
              ("2051-07-08T09:30:00Z", "hip's playing up again 😩 I'll do the 12 o'clock tour only. Sandra's said "
                                       "she'll take the afternoon one but she wants to start it at half 2 as she's "
                                       "judging the scarecrows first - so it's 12 + half 2 now")],
    "sandra": [("2051-06-30T18:05:00Z", "scarecrow judging 1.30 till 2ish, me + the Vicar, rosettes from the "
                                        "show box"),
               ("2051-07-12T21:00:00Z", "14 scarecrows in!! one looks worryingly like Frank 😂")],
}


def text_of(memory) -> str:
    extra = memory.model_extra or {}
    return (getattr(memory, "atomic_fact", None) or getattr(memory, "episode", None) or extra.get("atomic_fact")
            or extra.get("episode") or "")


server = fake_evermemos()
client = evermemos_client(server)


def post(who: str) -> None:
    for i, (when, text) in enumerate(MESSAGES[who], 1):
        client.v0.memories.add(content=text, create_time=when, message_id=f"{who}-{i}", sender=who, group_id=GROUP,
                               flush=True)


threads = [threading.Thread(target=post, args=(who,), name=f"post-{who}") for who in MESSAGES]
for t in threads:
    t.start()
for t in threads:
    t.join()

question = "what time's the afternoon tour? my mum wants to come on it but she can't do the morning"
context = ["Today is Tue 15 July 2051. You are talking to Lorraine, who has plot 31 at Fairfield Road Allotments "
           "(open day Sun 20 July)."]
for query in ("afternoon tour time", "tours of the plots", "who is doing the tours"):
    found = client.v0.memories.search(extra_query={"query": query, "top_k": 10})
    for m in found.result.memories:
        if text_of(m) not in context:
            context.append(text_of(m))
assert any("tours of the plots at 12 + 2 from the gate" in c for c in context), context
assert any("start it at half 2" in c and "so it's 12 + half 2 now" in c for c in context), context
reply = answer(question, context, mock="Half 2 - Sandra's taking the afternoon tour now and starting it at 2.30, "
                                       "after the scarecrow judging. It goes from the gate.")
finish(question, expected="2pm", actual=reply)
