"""Batch 324 (held out). A nappy library (reusable nappies): LangChain InMemoryChatMessageHistory + trim_messages
(last 13 messages), one root span per turn.

App: Bradford Bum Bank is a volunteer-run nappy library in 2051 - newborn and birth-to-potty trial kits of reusable
nappies for hire, a waiting list, a monthly drop-in at the library with fitting help. Zara (who runs it) chats with
the library's helper while she sorts the kits; each turn the chat is trimmed to its last 13 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the newborn trial kit - 20 nappies (12 bamboo
fitteds + 8 pockets), 4 wraps, 2 wet bags, liners. Turn 2 is the birth-to-potty kit. In turn 3 Zara says she's gone
through the donations from the NCT nearly-new sale and put 4 more fitteds in every newborn kit, so 24 now - 20 just
wasn't enough for full time, mums were running out by day 2. Turns 4 to 9 are the wash routine, the old pinned
Facebook post (still says "20 nappies", she'll redo it), the waiting list, the drop-in, deposits and the volunteer
rota. By turn 10 the trim drops turns 1 to 3; turns 4 to 9 stay. Question (turn 10, Sat 20/5): "how many nappies
are in the newborn trial kit? a mum on the waiting list wants to know if it's enough for full time" -> expected 24.
The assistant says 20.

Expected verdict: UpdateError at langchain.trim_messages (turn 10's trim, wrapped in fault()): the turn that made the
kit 24 nappies was in the history and in every window from turn 3 to turn 9, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 9 and missing from turn 10's (nothing on 24,
the 4 more fitteds or the NCT sale); the old Facebook post, the waiting list and the drop-in are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b324_langchain_nappy_library_newborn_kit_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = ("how many nappies are in the newborn trial kit? a mum on the waiting list wants to know if it's enough "
            "for full time")
TURNS = [
    ("ok newborn trial kit 👶 20 nappies - 12 bamboo fitteds + 8 pockets, 4 wraps, 2 wet bags + a roll of liners. "
     "£10 for 4 wks + £20 deposit. can u keep track of it all for me",
     "Of course - newborn trial kit: 20 nappies (12 bamboo fitteds and 8 pockets), 4 wraps, 2 wet bags and liners; "
     "£10 for 4 weeks plus a £20 deposit."),
    ("birth to potty kit is diff - 15 all-in-twos + 20 inserts, 2 wet bags, no wraps. same price",
     "Birth-to-potty kit: 15 all-in-twos with 20 inserts and 2 wet bags, no wraps; same price."),
    ("went thru the NCT nearly new sale donations last nite, put 4 more fitteds in every newborn kit so its 24 now 🙌 "
     "20 just wasnt enough for full time, mums were running out by day 2",
     "Great - every newborn kit now has 24 nappies (16 fitteds and 8 pockets), enough for full-time use."),
    ("wash routine card for the kits - cold rinse, then 60 long wash w/ a full dose of non-bio, no fabric "
     "conditioner, line dry where poss",
     "Wash card: cold rinse, then a long 60 wash with a full dose of non-bio, no fabric conditioner, line dry if "
     "possible."),
    ("the pinned FB post from last yr still says 'newborn kit - 20 nappies, wraps + wet bags, £10 for 4 wks' 🙄 "
     "I'll redo it when I get 5 mins",
     "Noted - the pinned Facebook post needs updating when you have a moment."),
    ("waiting list - 5 for newborn, 2 for birth to potty. Priya's due 1st june so she's top",
     "Waiting list: 5 for newborn kits and 2 for birth-to-potty, with Priya (due 1 June) at the top."),
    ("drop in is sat 3rd june at the central library, 10-12, meeting room 2, Fran's doing fitting help",
     "Drop-in Sat 3 June at the central library, 10 till 12 in meeting room 2, with Fran on fitting help."),
    ("deposits back by bank transfer once the kit's checked + counted, usually within the wk",
     "Deposits go back by bank transfer once the kit is checked and counted, usually within the week."),
    ("volunteer rota for june - Fran + me on the 3rd, Kel doing the kit checks weds nights",
     "June rota: you and Fran at the drop-in on the 3rd, Kel doing kit checks on Wednesday nights."),
    (QUESTION,
     "20 nappies - 12 bamboo fitteds and 8 pockets, plus 4 wraps. Most people find that's enough to try full time "
     "if they wash every other day."),
]
WINDOW = 13
GONE = ("24", "4 more fitteds", "nct", "running out")


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
            assert any("newborn kit - 20 nappies" in str(m.content) for m in window), window
            assert any("5 for newborn" in str(m.content) for m in window), window
            assert any("drop in is sat 3rd june" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("so its 24 now" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Zara's chat - she runs Bradford Bum Bank nappy library; today Sat 20 "
                                            "May 2051)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="24 - Zara added 4 more fitteds to every newborn kit from the NCT sale donations",
       actual=reply)
