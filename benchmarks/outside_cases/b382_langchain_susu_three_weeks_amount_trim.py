"""Batch 382 (held out). A susu savings group in Accra: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Naa Lamiley has joined the Nyame Adom Susu Group (Madina) - a weekly contribution every Friday to Bra Kofi at
the station or by MoMo to the group's number, one member takes the pot in turn. She chats with a helper to keep
track of it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is her joining - GH₵ 150 a week, every Friday. Turn 2 is
her turn on the rota. In turn 3 she says scrub that 150 - at Sunday's meeting (08/03) they voted, from this month it
is GH₵ 200 a week, by force, everything has gone up. Turns 4 to 8 are the late fine, the old passbook (its cover
still says 150 a week, she'll ask Auntie Adjoa for a new one), her trip to Takoradi for her sister's wedding
(20/03 to 05/04), the group's MoMo name and the end-of-month meeting. By turn 9 the trim drops turns 1 to 3; turns 4
to 8 stay. Question (turn 9, Tue 17/03/26): "I want to pay 3 weeks at once before I travel, how much do I send on
MoMo?" -> expected GH₵ 600 (3 x 200). The assistant says GH₵ 450.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
contribution GH₵ 200 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing
on 200, the vote or the meeting of 08/03); the passbook's "150 per week", the trip and the MoMo name are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b382_langchain_susu_three_weeks_amount_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "I want to pay 3 weeks at once before I travel, how much do I send on MoMo?"
TURNS = [
    ("good morning 🙏 I've joined the Nyame Adom susu at Madina. contribution is GH₵ 150 a week, every Friday to Bra "
     "Kofi at the station. pls help me keep track of everything",
     "Good morning, and welcome to the group! Noted: GH₵ 150 a week, paid every Friday to Bra Kofi at the Madina "
     "station."),
    ("my turn to collect is Fri 24/04/26, I'm number 9 on the rota",
     "Your turn to collect is Friday 24/04/26 - number 9 on the rota."),
    ("chale scrub that 150 o. at Sunday's meeting (08/03) they voted, from this month it's GH₵ 200 a week, by force, "
     "everything has gone up. Mama Comfort says anybody who can't manage should see her",
     "Noted - from March your contribution is GH₵ 200 a week, as voted at the meeting on 08/03. Mama Comfort is the "
     "one to see if it's hard."),
    ("fine for late payment is GH₵ 10, after 9am you're late. Bra Kofi doesn't joke",
     "Late payment (after 9am) is a GH₵ 10 fine."),
    ("the passbook they gave me is the old one, the cover still says 150 per week 🙄 I'll ask Auntie Adjoa for a new "
     "one",
     "Okay - the passbook cover shows the old figure; Auntie Adjoa can give you a new one."),
    ("I'm travelling to Takoradi 20/03 to 05/04 for my sister's wedding 💃 so I'll miss 3 Fridays",
     "Enjoy the wedding! You'll be in Takoradi from 20/03 to 05/04, so you'll miss three Fridays."),
    ("the MoMo name is NYAME ADOM SUSU, always put your name in the reference, else Adjoa will not see it",
     "MoMo payments go to NYAME ADOM SUSU with your name in the reference."),
    ("meeting is last Sunday of the month at Mama Comfort's place, 4pm. light refreshment",
     "Meetings are on the last Sunday of the month at Mama Comfort's place, 4pm."),
    (QUESTION,
     "GH₵ 450 - that's 3 weeks at GH₵ 150. Put your name in the reference when you send it."),
]
WINDOW = 11
GONE = ("200", "voted", "08/03")


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
            assert any("the cover still says 150 per week" in str(m.content) for m in window), window
            assert any("Takoradi 20/03 to 05/04" in str(m.content) for m in window), window
            assert any("NYAME ADOM SUSU" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("from this month it's GH₵ 200 a week" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Naa Lamiley's chat - she's in the Nyame Adom Susu Group, Madina; today "
                                            "Tue 17 March 2026)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="GH₵ 600 - it's GH₵ 200 a week since the meeting on 08/03, so 3 x 200", actual=reply)
