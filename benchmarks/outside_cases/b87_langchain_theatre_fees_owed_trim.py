"""Batch 87 (held out). A youth theatre's summer school admin: LangChain InMemoryChatMessageHistory + trim_messages
(last 8 messages), one root span per turn.

App: Priya, the admin at Spotlight Youth Theatre, keeps the summer school paperwork in a chat with an assistant
(bookings, fees, who's in which group). Each turn the history is trimmed to the last 8 messages (starting on a human
one) before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 says both Adeyemi children are booked for the summer
school (Tobi in Juniors, Funmi in Seniors), £165 each but the second child is £135, so £300 for the two, with an
aside that Funmi wants to do lights, not act; turn 3 says Mrs Adeyemi has sent £120 by bank transfer and will pay
the rest on the 1st. At turn 5 the trim drops turn 1. Question: "how much is left to pay for the Adeyemis?" ->
expected £180 (£300 - £120). The assistant can only see the £120 and guesses the rest from the single-child fee.

Expected verdict: UpdateError at langchain.trim_messages (the turn-5 trim, wrapped in fault()). Asserted: turn 1 is
in every earlier window and missing from turn 5's, which still has the £120 payment.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b87_langchain_theatre_fees_owed_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

TURNS = [
    ("Adeyemi kids both booked for summer sch - Tobi juniors (he's 9), Funmi seniors. £165 each but 2nd sibling's "
     "£135 so £300 for the pair. Funmi wants to be on lights not acting, told her to ask Gareth",
     "Booked: Tobi (Juniors) and Funmi (Seniors) Adeyemi, £300 for both with the sibling rate. Funmi to ask Gareth "
     "about lighting."),
    ("hall's booked 1-12 aug, 9.30-3.30, caretaker Dave opens up at 9. need the fire exits clear every day",
     "Hall 1-12 August, 9.30-3.30; Dave opens at 9; fire exits kept clear."),
    ("mrs adeyemi sent 120 by bank trf, says rest on the 1st when her wages go in",
     "£120 from Mrs Adeyemi by bank transfer; the rest on the 1st."),
    ("Kerry can do the movement wk 1 only, Gareth does tech both wks, i'm short a tutor for wk 2 seniors",
     "Kerry week 1 movement, Gareth tech both weeks; week 2 Seniors tutor still needed."),
    ("how much is left to pay for the Adeyemis? doing reminders tonight",
     "They've paid £120, so if it's the £165 fee that's £45 left to pay."),
]
WINDOW = 8


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
            assert not any("£300 for the pair" in str(m.content) or "£300 for both" in str(m.content)
                           for m in window), window
            assert any("sent 120 by bank trf" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("£300 for the pair" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Priya's summer school admin chat so far)", mock=mock,
                       history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish("how much is left to pay for the Adeyemis? doing reminders tonight",
       expected="£180 - the £300 for both kids less the 120 she's sent", actual=reply)
