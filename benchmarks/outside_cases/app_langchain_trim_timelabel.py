"""LangChain chat history + trim_messages(strategy="last") with a too-small window: the message fixing the time of
the call ("half past six") is trimmed. Gold label in another notation: "6:30 pm".
Fault: trim_messages -> UpdateError (trimmed_from_window)."""
from common import setup, answer, finish, fault
setup("langchain_trim_timelabel", ["langchain_history", "litellm"])
from langchain_core.chat_history import InMemoryChatMessageHistory
from langchain_core.messages import trim_messages

h = InMemoryChatMessageHistory()
for role, text in [
    ("human", "Let's schedule the call with the landlord tomorrow at half past six in the evening."),
    ("ai", "Okay, call with the landlord tomorrow evening, noted."),
    ("human", "Also I need to renew my parking permit before Friday."),
    ("ai", "Reminder set for the parking permit."),
    ("human", "And buy a birthday card for Mira."),
    ("ai", "Added: birthday card for Mira."),
]:
    (h.add_user_message if role == "human" else h.add_ai_message)(text)
words = lambda msgs: sum(len(str(m.content).split()) for m in msgs)
with fault():  # FAULT: a 40-word window drops the first messages
    window = trim_messages(h.messages, max_tokens=40, token_counter=words, strategy="last")
q = "What time is my call with the landlord?"
hist = [{"role": "user" if m.type == "human" else "assistant", "content": m.content} for m in window]
a = answer(q, "(see conversation)", mock="I don't have a time for that call.", history=hist)
finish(q, "6:30 pm", a)
