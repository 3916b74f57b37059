"""Batch 224 (held out). A church's summer fete: LangChain InMemoryChatMessageHistory + trim_messages (last 7
messages), one root span per turn.

App: St Laurence's, Church Stretton hold their summer fete on Sat 10th July 2049 on the vicarage lawn, 2-5 - stalls
(cakes, plants, bric-a-brac, the tombola), a dog show at 3, teas, a raffle. Jill (who organises it) chats with the
parish helper while she sorts it; each turn the chat is trimmed to its last 7 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the dog show - classes (waggiest tail, best rescue,
the dog the judge would most like to take home), judged by Mrs Probert the churchwarden, as every year. Turn 2 is
the stalls. In turn 3, about the teas, Jill adds in passing that Mrs Probert's hip op has come through for the 5th
so she's out, bless her, and the new vet at Teme Vets, Priya, said she'd love to judge. Turn 4 is the programme
from the May PCC for the helper to tidy (it still says "judge Mrs Probert"), turn 5 the tombola, turn 6 the
raffle. By turn 7 the trim drops turns 1 to 3; turns 4 to 6 stay. Question (turn 7, Tue 6/7): "who's judging the
dog show? doing the rosettes + a thank you card" -> expected Priya, the new vet at Teme Vets. The assistant says
Mrs Probert, the churchwarden.

Expected verdict: UpdateError at langchain.trim_messages (turn 7's trim, wrapped in fault()): the turn that changed
the judge was in the history and in every window from turn 3 to turn 6, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 6 and missing from turn 7's (nothing on Priya,
Teme Vets or the hip op); the programme, the tombola and the raffle are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b224_langchain_church_fete_dog_show_judge_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "who's judging the dog show? doing the rosettes + a thank you card"
TURNS = [
    ("dog show 🐶 3pm in the ring by the yew. classes - waggiest tail, best rescue, + the dog the judge would most like "
     "to take home. Mrs Probert judging as always (churchwarden), £1 a class",
     "Noted - dog show at 3 by the yew: waggiest tail, best rescue, the dog the judge would most like to take home; "
     "Mrs Probert judging, £1 a class."),
    ("stalls - cakes (MU), plants (Alan), bric-a-brac, books, the tombola + splat the rat. tables from the hall",
     "Stalls: cakes (Mothers' Union), plants (Alan), bric-a-brac, books, tombola, splat the rat; tables from the "
     "hall."),
    ("teas - in the marquee, Pam + Doris, scones + jam, 2.30 till they run out. oh + Mrs Probert's hip op's come thru "
     "for the 5th so she's out, bless her 🙏 the new vet at Teme Vets, Priya, said she'd love to judge instead",
     "Teas in the marquee with Pam and Doris, scones from 2.30. Noted - Mrs Probert's out after her hip op, so "
     "Priya, the new vet at Teme Vets, is judging the dog show."),
    ("can u tidy this, it's the programme from the May PCC - '2pm opening by the Mayor. 3pm dog show, judge Mrs "
     "Probert. 4pm raffle. 5pm close'",
     "'2pm - Opening by the Mayor. 3pm - Dog show (judge: Mrs Probert). 4pm - Raffle draw. 5pm - Close.'"),
    ("tombola - 200 prizes so far, anything ending in 0 or 5 wins, 50p a go. bottles on the top shelf",
     "Tombola: about 200 prizes, tickets ending in 0 or 5 win, 50p a go, bottles on the top shelf."),
    ("raffle prizes - hamper from the Co-op, meal for 2 at the Kings Arms, a 1/2 hr flight from the gliding club!!",
     "Raffle prizes: a Co-op hamper, a meal for two at the Kings Arms and a half-hour gliding flight."),
    (QUESTION,
     "Mrs Probert, the churchwarden - she judges it every year."),
]
WINDOW = 7
GONE = ("priya", "teme vets", "hip op")


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("judge Mrs Probert. 4pm raffle" in str(m.content) for m in window), window
            assert any("anything ending in 0 or 5 wins" in str(m.content) for m in window), window
            assert any("meal for 2 at the Kings Arms" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("the new vet at Teme Vets, Priya, said she'd love to judge" in str(m.content)
                       for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Jill's chat - she organises St Laurence's summer fete, Church Stretton; "
                                            "today Tue 6 July 2049, the fete is Sat 10 July)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="Priya, the new vet at Teme Vets (Mrs Probert the churchwarden is out after her hip op)",
       actual=reply)
